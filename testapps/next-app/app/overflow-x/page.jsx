import { OverflowX } from "@/app/_ui/Bugs";

export default OverflowX;
