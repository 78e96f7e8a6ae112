import { FixedHeight } from "@/app/_ui/Bugs";

export default FixedHeight;
