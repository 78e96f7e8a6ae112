import { createRoot } from "react-dom/client";
import "./index.css";
import PriceTag from "./PriceTag.jsx";

// The realapps test breaks PriceTag.jsx to bring up Vite's error overlay;
// it lives behind its own HTML entry so the other pages keep working.
createRoot(document.getElementById("root")).render(
  <main className="mx-auto max-w-xl p-6">
    <h1 className="text-2xl font-bold">Price</h1>
    <PriceTag amount={12} />
  </main>,
);
