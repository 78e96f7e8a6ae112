import Clean from "./Clean.svelte";
import Heading from "./Heading.svelte";
import FetchContent from "./FetchContent.svelte";
import FetchFailUnread from "./FetchFailUnread.svelte";
import ReloadOnce from "./ReloadOnce.svelte";
import ConsoleError from "./ConsoleError.svelte";
import OverflowX from "./OverflowX.svelte";
import Escape from "./Escape.svelte";
import Truncate from "./Truncate.svelte";
import FixedHeight from "./FixedHeight.svelte";
import Tooltip from "./Tooltip.svelte";
import Cta from "./Cta.svelte";
import Many from "./Many.svelte";

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
