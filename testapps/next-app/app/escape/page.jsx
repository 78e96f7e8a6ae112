import { Escape } from "@/app/_ui/Bugs";

export default Escape;
