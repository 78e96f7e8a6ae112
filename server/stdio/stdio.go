package stdio

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"sync"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/server/argcheck"
)

// MaxMessageBytes bounds one inbound JSON-RPC line, as the SDK's default
// does; a longer line is answered with a parse error and skipped.
const MaxMessageBytes = 16 << 20

// Transport is newline-delimited JSON-RPC over a reader and a writer,
// like the SDK's IOTransport, except that a line which is not a valid
// JSON-RPC message is answered with a -32700 or -32600 error (id null) and
// the session keeps serving. The SDK's transport returns an error from Read
// on such a line, which ends the session: one stray byte from a client
// would kill the server.
type Transport struct {
	Reader io.ReadCloser
	Writer io.Writer
}

// Connect implements mcp.Transport.
func (t *Transport) Connect(context.Context) (mcp.Connection, error) {
	c := &lineConn{r: t.Reader, w: t.Writer, incoming: make(chan readResult), closed: make(chan struct{})}
	go c.readLoop()
	return c, nil
}

type readResult struct {
	msg jsonrpc.Message
	err error
}

// lineConn is the mcp.Connection Transport returns.
type lineConn struct {
	r io.ReadCloser
	w io.Writer

	writeMu sync.Mutex // every line written, ours and the SDK's, holds it

	incoming  chan readResult
	closeOnce sync.Once
	closed    chan struct{}
}

// readLoop reads lines until EOF or Close, answering bad ones itself. It
// runs on its own goroutine so Close can unblock Read even though a read
// from stdin cannot be interrupted.
func (c *lineConn) readLoop() {
	br := bufio.NewReaderSize(c.r, 64<<10)
	for {
		line, tooLong, err := readLine(br, MaxMessageBytes)
		if tooLong {
			c.replyError(jsonrpc.CodeParseError, fmt.Sprintf("parse error: message longer than %d bytes", MaxMessageBytes))
		} else if len(bytes.TrimSpace(line)) > 0 {
			if msg, code, why := decodeLine(line); msg != nil {
				select {
				case c.incoming <- readResult{msg: msg}:
				case <-c.closed:
					return
				}
			} else {
				c.replyError(code, why)
			}
		}
		if err != nil {
			select {
			case c.incoming <- readResult{err: err}:
			case <-c.closed:
			}
			return
		}
	}
}

// readLine returns the next line without its terminator. A line longer than
// limit is consumed to its end and reported as tooLong, never buffered whole.
func readLine(br *bufio.Reader, limit int) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > limit+2 { // +2: the \r\n terminator
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		line = bytes.TrimRight(line, "\r\n")
		return line, tooLong, err
	}
}

// decodeLine returns the message on line, or the JSON-RPC error code and
// text to answer instead.
func decodeLine(line []byte) (jsonrpc.Message, int64, string) {
	if !utf8.Valid(line) {
		return nil, jsonrpc.CodeParseError, "parse error: message is not valid UTF-8"
	}
	if !json.Valid(line) {
		return nil, jsonrpc.CodeParseError, "parse error: message is not valid JSON"
	}
	switch bytes.TrimSpace(line)[0] {
	case '{':
	case '[':
		// MCP 2025-06-18 removed batching; older clients never send it.
		return nil, jsonrpc.CodeInvalidRequest, "invalid request: JSON-RPC batches are not supported; send one message per line"
	default:
		return nil, jsonrpc.CodeInvalidRequest, "invalid request: a JSON-RPC message must be a JSON object"
	}
	msg, err := jsonrpc.DecodeMessage(line)
	if err != nil {
		return nil, jsonrpc.CodeInvalidRequest, "invalid request: " + argcheck.Shorten(err.Error(), 200)
	}
	// The SDK truncates a fractional id (1.5 is answered as 1), which would
	// pair the reply with the wrong request.
	var probe struct {
		ID any `json:"id"`
	}
	if json.Unmarshal(line, &probe) == nil {
		if f, ok := probe.ID.(float64); ok && f != math.Trunc(f) {
			return nil, jsonrpc.CodeInvalidRequest, "invalid request: id must be a string or an integer"
		}
	}
	return msg, 0, ""
}

// replyError writes an error response with id null: the request's id could
// not be read, and JSON-RPC says to answer with null then.
func (c *lineConn) replyError(code int64, message string) {
	data, _ := json.Marshal(struct {
		JSONRPC string        `json:"jsonrpc"`
		ID      any           `json:"id"`
		Error   jsonrpc.Error `json:"error"`
	}{"2.0", nil, jsonrpc.Error{Code: code, Message: message}})
	c.writeLine(data)
}

func (c *lineConn) writeLine(data []byte) error {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	// One Write per line, so nothing else can land inside it.
	_, err := c.w.Write(append(data, '\n'))
	return err
}

// Read implements mcp.Connection.
func (c *lineConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case r := <-c.incoming:
		return r.msg, r.err
	case <-c.closed:
		return nil, io.EOF
	}
}

// Write implements mcp.Connection.
func (c *lineConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	data, err := jsonrpc.EncodeMessage(boundError(msg))
	if err != nil {
		return fmt.Errorf("encode message: %w", err)
	}
	return c.writeLine(data)
}

// boundError shortens the message of an error response: the SDK's own
// errors quote the offending params ("invalid params: unmarshaling ..."),
// and a 10 MB params value must not come back as a 10 MB error.
func boundError(msg jsonrpc.Message) jsonrpc.Message {
	r, ok := msg.(*jsonrpc.Response)
	if !ok || r.Error == nil || len(r.Error.Error()) <= argcheck.MaxEcho {
		return msg
	}
	bounded := &jsonrpc.Error{Message: argcheck.Shorten(r.Error.Error(), argcheck.MaxEcho)}
	var wire *jsonrpc.Error
	if errors.As(r.Error, &wire) {
		bounded.Code = wire.Code
		if len(wire.Data) <= argcheck.MaxEcho {
			bounded.Data = wire.Data
		}
	}
	out := *r
	out.Error = bounded
	return &out
}

// Close implements mcp.Connection.
func (c *lineConn) Close() error {
	var err error
	c.closeOnce.Do(func() {
		close(c.closed)
		err = c.r.Close()
	})
	return err
}

// SessionID implements mcp.Connection; stdio has one session.
func (c *lineConn) SessionID() string { return "" }
