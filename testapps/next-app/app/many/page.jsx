import { Many } from "@/app/_ui/Bugs";

export default Many;
