import { Tooltip } from "@/app/_ui/Bugs";

export default Tooltip;
