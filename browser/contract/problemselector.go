package contract

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// NormalizeSelector takes out of an element's selector what a rebuild or
// a class sorter changes while the element stays:
//
//   - generated class names keep their stable part and lose their hash:
//     CSS modules (Vite's _card_1x9ab_3 is _card_#_#, css-loader's
//     Home_card__a1B2c is Home_card__#, Turbopack's
//     page-module__E0kJGG__card and EgL3uq_card, Docusaurus's
//     heroBanner_qdFl), Emotion
//     (css-1x2y3z), styled-components (sc-bdVaJa and the class it
//     generates beside it), Svelte (svelte-xyz123), styled-jsx
//     (jsx-123456), Astro (astro-J7PV25F6), Angular (ng-tns-c12-0);
//   - React's useId ids (:r1:, :R6mlal:, «r1», _r_1_) become «useId»;
//   - the classes of each step are sorted;
//   - :nth-of-type(N) is dropped from the steps under a stable #id, where
//     a row or card inserted above would otherwise renumber the element.
//     It is kept in a chain from body: there it is what tells one
//     element from its look-alike siblings anywhere on the page.
//
// Hand-written class names stay as they are: two elements with different
// real classes keep different selectors. A selector it cannot read is
// returned as it is.
func NormalizeSelector(sel string) string {
	steps, ok := splitSelector(strings.TrimSpace(sel))
	if !ok {
		return strings.TrimSpace(sel)
	}
	anchored := false
	for i := range steps {
		if steps[i].combinator != "" {
			continue
		}
		st := parseCompound(steps[i].text)
		if st == nil {
			return strings.TrimSpace(sel)
		}
		st.normalize(anchored)
		if st.stableID {
			anchored = true
		}
		steps[i].text = st.String()
	}
	var b strings.Builder
	for _, s := range steps {
		switch s.combinator {
		case "":
			b.WriteString(s.text)
		case " ":
			b.WriteString(" ")
		default:
			b.WriteString(" " + s.combinator + " ")
		}
	}
	return b.String()
}

// step is a compound selector, or the combinator between two.
type step struct {
	text       string
	combinator string // ">", "+", "~", or " " for a descendant
}

// splitSelector cuts a selector into compounds and combinators, minding
// escapes, brackets and parentheses.
func splitSelector(sel string) ([]step, bool) {
	var out []step
	var cur strings.Builder
	depth := 0
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, step{text: cur.String()})
			cur.Reset()
		}
	}
	comb := func(c string) {
		flush()
		if n := len(out); n > 0 && out[n-1].combinator != "" {
			if c != " " {
				out[n-1].combinator = c
			}
			return
		}
		out = append(out, step{combinator: c})
	}
	for i := 0; i < len(sel); i++ {
		c := sel[i]
		switch {
		case c == '\\':
			n := escapeLen(sel[i:])
			cur.WriteString(sel[i : i+n])
			i += n - 1
		case c == '(' || c == '[':
			depth++
			cur.WriteByte(c)
		case c == ')' || c == ']':
			depth--
			cur.WriteByte(c)
		case depth > 0:
			cur.WriteByte(c)
		case c == ' ' || c == '\t' || c == '\n':
			if cur.Len() > 0 || (len(out) > 0 && out[len(out)-1].combinator == "") {
				comb(" ")
			}
		case c == '>' || c == '+' || c == '~':
			comb(string(c))
		default:
			cur.WriteByte(c)
		}
	}
	flush()
	if depth != 0 || len(out) == 0 {
		return nil, false
	}
	if out[len(out)-1].combinator != "" {
		out = out[:len(out)-1]
	}
	if len(out) > 0 && out[0].combinator != "" {
		out = out[1:]
	}
	return out, len(out) > 0
}

// escapeLen is the length of the CSS escape at the start of s: a
// backslash and up to six hex digits with one optional space after, or
// a backslash and one character.
func escapeLen(s string) int {
	if len(s) < 2 {
		return len(s)
	}
	n := 1
	for n < len(s) && n <= 6 && isHex(s[n]) {
		n++
	}
	if n == 1 {
		return 2 // \: \. \# and the like
	}
	if n < len(s) && s[n] == ' ' {
		n++
	}
	return n
}

// unescape is a CSS identifier without its escapes, for matching.
func unescape(s string) string {
	if !strings.ContainsRune(s, '\\') {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			i++
			continue
		}
		n := escapeLen(s[i:])
		body := s[i+1 : i+n]
		if v, err := strconv.ParseUint(strings.TrimSuffix(body, " "), 16, 32); err == nil && len(body) > 0 && isHex(body[0]) {
			b.WriteRune(rune(v))
		} else {
			b.WriteString(body)
		}
		i += n
	}
	return b.String()
}

func isHex(c byte) bool { return strings.IndexByte("0123456789abcdefABCDEF", c) >= 0 }

// compound is one step of a selector: its tag, ids, classes and the rest
// (attributes, pseudo-classes), each as written.
type compound struct {
	tag      string
	ids      []string
	classes  []string
	rest     []string
	stableID bool // it has an id that is not React's useId
}

func parseCompound(s string) *compound {
	c := &compound{}
	i := 0
	// Each simple selector runs to the next unescaped . # : [ at depth 0.
	next := func(from int) int {
		depth := 0
		for j := from; j < len(s); j++ {
			switch s[j] {
			case '\\':
				j += escapeLen(s[j:]) - 1
			case '(', '[':
				if s[j] == '[' && depth == 0 && j > from {
					return j
				}
				depth++
			case ')', ']':
				depth--
			case '.', '#', ':':
				if depth == 0 && j > from && !(s[j] == ':' && s[j-1] == ':') {
					return j
				}
			}
		}
		return len(s)
	}
	for i < len(s) {
		j := next(i)
		part := s[i:j]
		switch part[0] {
		case '.':
			c.classes = append(c.classes, part)
		case '#':
			c.ids = append(c.ids, part)
		case ':', '[':
			c.rest = append(c.rest, part)
		default:
			if i != 0 {
				return nil
			}
			c.tag = part
		}
		i = j
	}
	return c
}

// useID is an id React's useId made, in each of its forms: :r1: and
// :R6mlal: (React 18), «r1» (19.1), _r_1_ (19.2); the counter is base 32.
var useID = regexp.MustCompile(`(?::|«)[rR][0-9a-v]+(?:H[0-9a-v]+)?(?::|»)|_[rR]_[0-9a-v]+(?:H[0-9a-v]+)?_`)

// nthOfType is the positional pseudo-class selectorOf adds among
// look-alike siblings.
var nthOfType = regexp.MustCompile(`^:nth-of-type\(\s*\d+\s*\)$`)

func (c *compound) normalize(anchored bool) {
	for i, id := range c.ids {
		raw := unescape(id[1:])
		if useID.MatchString(raw) {
			c.ids[i] = "#" + useID.ReplaceAllString(raw, "«useId»")
			continue
		}
		c.stableID = true
	}
	styled := slices.ContainsFunc(c.classes, func(cl string) bool { return styledComponent.MatchString(unescape(cl[1:])) })
	for i, cl := range c.classes {
		if g, ok := generatedClass(unescape(cl[1:]), styled); ok {
			c.classes[i] = "." + g
		}
	}
	slices.Sort(c.classes)
	if anchored {
		c.rest = slices.DeleteFunc(c.rest, nthOfType.MatchString)
	}
}

func (c *compound) String() string {
	return c.tag + strings.Join(c.ids, "") + strings.Join(c.classes, "") + strings.Join(c.rest, "")
}

var (
	// Vite's and postcss-modules' CSS modules: _[local]_[hash]_[line].
	cssModuleVite = regexp.MustCompile(`^_([A-Za-z][A-Za-z0-9_-]*?)_[a-z0-9]{5}_\d+$`)
	// css-loader's (Next.js, Create React App): [name]_[local]__[hash].
	cssModuleLoader = regexp.MustCompile(`^([A-Za-z0-9-]+_.+?__)([A-Za-z0-9_-]{5,8})$`)
	// Turbopack's (Next.js dev): [name]-module__[hash]__[local].
	cssModuleTurbopack = regexp.MustCompile(`^([A-Za-z0-9_-]+-module__)([A-Za-z0-9_-]{5,8})(__.+)$`)
	// Turbopack's production (Lightning CSS): [hash]_[local], a hash
	// that starts with a digit behind an underscore (EgL3uq_card).
	cssModuleLightning = regexp.MustCompile(`^(_?[A-Za-z0-9-]{6})_([A-Za-z_-][A-Za-z0-9_-]*)$`)
	// pascal is a PascalCase word (Button, MyCard), which a hash is not.
	pascal = regexp.MustCompile(`^(?:[A-Z][a-z]+)+$`)
	// Docusaurus's: [local]_[hash:4] (heroBanner_qdFl).
	cssModuleShort = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9-]*_)([A-Za-z0-9]{4})$`)
	// upperOrDigit is what a base64 hash holds and a BEM element name
	// (card_big__title) or a snake_case word does not.
	upperOrDigit = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	// shortWord is a short tail a person writes (col2, 4col, Home, HOME).
	shortWord = regexp.MustCompile(`^(?:[a-z]+[0-9]+|[0-9]+[a-z]+|[A-Z][a-z]+|[A-Z]+)$`)
	// Angular's animation class for a component instance: ng-tns-c[id]-[n].
	angularTns = regexp.MustCompile(`^ng-tns-c\d+-\d+$`)
	// Emotion: css-[hash] and an optional label (css-1hv8oq8-MuiButton-root).
	emotion = regexp.MustCompile(`^css-([a-z0-9]{4,10})(-.+)?$`)
	// styled-components: sc-[hash], after a display name with the babel
	// plugin (Button-sc-1x2y3z-0).
	styledComponent = regexp.MustCompile(`^(.*-)?sc-([A-Za-z0-9]{4,12})(-\d+)?$`)
	// styledName is the class styled-components generates for a style,
	// beside its sc- class: letters only, upper and lower case mixed.
	styledName = regexp.MustCompile(`^[A-Za-z]{4,8}$`)
	// Svelte, styled-jsx, Astro, Emotion's serializer: a prefix and a hash.
	prefixHash = regexp.MustCompile(`^(svelte|jsx|astro|emotion)-([A-Za-z0-9]{1,12})$`)
)

// generatedClass is a class name with its hash replaced by #, and true,
// when a build tool generated it; styled says the element carries a
// styled-components class, whose generated sibling class has no prefix.
func generatedClass(c string, styled bool) (string, bool) {
	if m := cssModuleVite.FindStringSubmatch(c); m != nil {
		return "_" + m[1] + "_#_#", true
	}
	if m := cssModuleTurbopack.FindStringSubmatch(c); m != nil && strings.ContainsAny(m[2], upperOrDigit) {
		return m[1] + "#" + m[3], true
	}
	if m := cssModuleLoader.FindStringSubmatch(c); m != nil && strings.ContainsAny(m[2], upperOrDigit) {
		return m[1] + "#", true
	}
	if m := cssModuleLightning.FindStringSubmatch(c); m != nil {
		h := strings.TrimPrefix(m[1], "_")
		if len(h) == 6 && transitions(h) >= 2 && !wordLike.MatchString(h) && !pascal.MatchString(h) {
			return "#_" + m[2], true
		}
	}
	if m := cssModuleShort.FindStringSubmatch(c); m != nil && strings.ContainsAny(m[2], upperOrDigit) && !shortWord.MatchString(m[2]) {
		return m[1] + "#", true
	}
	if angularTns.MatchString(c) {
		return "ng-tns-#", true
	}
	if m := emotion.FindStringSubmatch(c); m != nil && hashy36(m[1]) {
		return "css-#" + m[2], true
	}
	if m := styledComponent.FindStringSubmatch(c); m != nil && (hashy36(m[2]) || transitions(m[2]) >= 2) {
		return m[1] + "sc-#", true
	}
	if styled && styledName.MatchString(c) && transitions(c) >= 3 {
		return "#", true
	}
	if m := prefixHash.FindStringSubmatch(c); m != nil {
		ok := hashy36(m[2])
		switch m[1] {
		case "emotion", "jsx":
			ok = ok || strings.Trim(m[2], "0123456789") == ""
		case "svelte":
			ok = ok && len(m[2]) >= 5
		case "astro":
			ok = len(m[2]) == 8 && strings.Trim(m[2], "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == ""
		}
		if ok {
			return m[1] + "-#", true
		}
	}
	return c, false
}

// hashy36 says whether a short base-36 run is a hash, not a word: it
// holds a digit, no vowel, or four consonants in a row (svelte-select
// and css-columns are words; svelte-1hrsiw and css-b3pn3c are not).
func hashy36(s string) bool {
	s = strings.ToLower(s)
	return strings.ContainsAny(s, "0123456789") || !strings.ContainsAny(s, "aeiouy") || consonants.MatchString(s)
}

var consonants = regexp.MustCompile(`[bcdfghjklmnpqrstvwxz]{4}`)
