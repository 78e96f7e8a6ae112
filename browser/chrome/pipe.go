package chrome

import (
	"bufio"
	"errors"
	"io"
	"sync"
)

// pipeConn carries CDP over Chromium's --remote-debugging-pipe: the browser
// reads fd 3 and writes fd 4, one JSON message per NUL-terminated record. It
// implements rod's cdp.WebSocketable, so rod drives the browser unchanged,
// and no TCP port exists that another local process could attach to.
type pipeConn struct {
	r *bufio.Reader
	w io.Writer

	mu     sync.Mutex // one message at a time on the write side
	closed bool
	close  func() error
}

func newPipeConn(r io.Reader, w io.Writer, closeFn func() error) *pipeConn {
	return &pipeConn{r: bufio.NewReaderSize(r, 1<<16), w: w, close: closeFn}
}

var errPipeClosed = errors.New("devtools pipe closed")

// Send writes one message. rod calls it from many goroutines.
func (c *pipeConn) Send(data []byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return errPipeClosed
	}
	msg := make([]byte, len(data)+1)
	copy(msg, data) // the trailing zero byte ends the record
	_, err := c.w.Write(msg)
	return err
}

// Read returns the next message. Only rod's reader goroutine calls it.
func (c *pipeConn) Read() ([]byte, error) {
	msg, err := c.r.ReadBytes(0)
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, errPipeClosed
		}
		return nil, err
	}
	return msg[:len(msg)-1], nil
}

// Close closes our ends of both pipes; Chromium exits when its read end
// sees EOF, and a blocked Read returns.
func (c *pipeConn) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	c.closed = true
	return c.close()
}
