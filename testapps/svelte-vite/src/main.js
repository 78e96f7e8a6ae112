import { mount } from "svelte";
import "./index.css";
import { pages } from "./pages/index.js";

// One page per path, the way a small app without a router library does it.
const Page = pages[location.pathname.replace(/^\/+|\/+$/g, "")] ?? pages.clean;

mount(Page, { target: document.getElementById("app") });
