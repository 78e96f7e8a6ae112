import { Cta } from "@/app/_ui/Bugs";

export default Cta;
