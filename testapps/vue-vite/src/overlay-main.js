import { createApp, h } from "vue";
import "./index.css";
import PriceTag from "./PriceTag.vue";

// The realapps test breaks PriceTag.vue to bring up Vite's error overlay;
// it lives behind its own HTML entry so the other pages keep working.
createApp({
  render: () => h("main", { class: "mx-auto max-w-xl p-6" }, [h("h1", { class: "text-2xl font-bold" }, "Price"), h(PriceTag, { amount: 12 })]),
}).mount("#app");
