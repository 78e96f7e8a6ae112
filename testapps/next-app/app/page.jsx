import Clean from "@/app/_ui/Clean";

export default Clean;
