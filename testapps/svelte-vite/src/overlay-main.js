import { mount } from "svelte";
import "./index.css";
import Overlay from "./Overlay.svelte";

// The realapps test breaks PriceTag.svelte to bring up Vite's error overlay;
// it lives behind its own HTML entry so the other pages keep working.
mount(Overlay, { target: document.getElementById("app") });
