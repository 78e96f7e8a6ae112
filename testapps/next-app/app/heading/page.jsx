import Heading from "@/app/_ui/Heading";

export default Heading;
