import { Truncate } from "@/app/_ui/Bugs";

export default Truncate;
