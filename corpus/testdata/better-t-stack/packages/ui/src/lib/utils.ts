export { cn } from "cn";
