import Clean from "./Clean.vue";
import Heading from "./Heading.vue";
import FetchContent from "./FetchContent.vue";
import FetchFailUnread from "./FetchFailUnread.vue";
import ReloadOnce from "./ReloadOnce.vue";
import ConsoleError from "./ConsoleError.vue";
import OverflowX from "./OverflowX.vue";
import Escape from "./Escape.vue";
import Truncate from "./Truncate.vue";
import FixedHeight from "./FixedHeight.vue";
import Tooltip from "./Tooltip.vue";
import Cta from "./Cta.vue";
import Many from "./Many.vue";

// The realapps suite captures each of these paths; keep the names in sync
// with realapps/cases_test.go.
export const pages = {
  clean: Clean,
  heading: Heading,
  "fetch-content": FetchContent,
  "fetch-fail-unread": FetchFailUnread,
  "reload-once": ReloadOnce,
  "console-error": ConsoleError,
  "overflow-x": OverflowX,
  escape: Escape,
  truncate: Truncate,
  "fixed-height": FixedHeight,
  tooltip: Tooltip,
  cta: Cta,
  many: Many,
};
