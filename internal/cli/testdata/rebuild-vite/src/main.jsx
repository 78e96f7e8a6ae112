// A built app with two known problems whose names a rebuild changes: a
// console error naming the hashed bundle, and an icon button without a
// name whose class a CSS module generates. The test edits this file and
// Card.module.css between builds.
import { createRoot } from "react-dom/client";
import styles from "./Card.module.css";

function App() {
  console.error("cart: prices did not load (" + import.meta.url + ")");
  /* new error */
  return (
    <main>
      <h1>Cart</h1>
      <button className={styles.card}>
        <svg width="16" height="16" aria-hidden="true"><rect width="16" height="16" /></svg>
      </button>
    </main>
  );
}

createRoot(document.getElementById("root")).render(<App />);
