import Clean from "./Clean.jsx";
import Heading from "./Heading.jsx";
import FetchContent from "./FetchContent.jsx";
import FetchFailUnread from "./FetchFailUnread.jsx";
import ReloadOnce from "./ReloadOnce.jsx";
import ConsoleError from "./ConsoleError.jsx";
import KeyWarning from "./KeyWarning.jsx";
import Primitive from "./Primitive.jsx";
import Causes from "./Causes.jsx";
import { OverflowX, Escape, Truncate, FixedHeight, Tooltip, Cta, Many } from "./Bugs.jsx";

// The realapps suite captures each of these paths; keep the names in sync
// with realapps/cases_test.go.
export const pages = {
  clean: Clean,
  heading: Heading,
  "fetch-content": FetchContent,
  "fetch-fail-unread": FetchFailUnread,
  "reload-once": ReloadOnce,
  "console-error": ConsoleError,
  "key-warning": KeyWarning,
  primitive: Primitive,
  "overflow-x": OverflowX,
  escape: Escape,
  truncate: Truncate,
  "fixed-height": FixedHeight,
  tooltip: Tooltip,
  cta: Cta,
  many: Many,
  causes: Causes,
};
