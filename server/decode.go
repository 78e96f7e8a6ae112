package server

import (
	"encoding/json"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/server/argcheck"
)

// decodeArgs applies a tool's schema defaults to the raw arguments,
// validates them and returns them as a T, as the SDK's typed AddTool
// would. Our own words for a problem come first (argcheck.Problem, then the
// tool's checks); the validator's text ("minimum: -5/1 is less than
// 0.000000") is only the fallback for a rule they do not know. next is
// the error's nextStep: what arguments the tool takes.
func decodeArgs[T any](raw json.RawMessage, resolved *jsonschema.Resolved, schema *jsonschema.Schema, next string, checks ...func(map[string]any) string) (T, *browser.Error) {
	var zero T
	bad := func(problem string) (T, *browser.Error) {
		return zero, &browser.Error{Code: CodeInvalidArguments, Problem: shorten(problem, maxProblem), NextStep: next}
	}
	args := map[string]any{}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &args); err != nil {
			return bad("arguments must be a JSON object")
		}
	}
	if args == nil { // "null"
		args = map[string]any{}
	}
	if p := argcheck.Problem(schema, args); p != "" {
		return bad(p)
	}
	for _, check := range checks {
		if p := check(args); p != "" {
			return bad(p)
		}
	}
	var v any = args
	if err := resolved.ApplyDefaults(&v); err != nil {
		return bad(shorten(err.Error(), maxEcho))
	}
	if err := resolved.Validate(&v); err != nil {
		return bad(shorten(strings.TrimPrefix(err.Error(), "validating root: "), maxEcho))
	}
	b, err := json.Marshal(v)
	if err != nil {
		return bad(err.Error())
	}
	var in T
	if err := json.Unmarshal(b, &in); err != nil {
		return bad(err.Error())
	}
	return in, nil
}
