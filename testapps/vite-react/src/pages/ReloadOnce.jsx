import { useEffect, useState } from "react";
import Shell from "./Shell.jsx";

// Reloads itself once shortly after load, like an app that refreshes after
// writing a first-visit flag or a new service worker.
export default function ReloadOnce() {
  const [again] = useState(() => sessionStorage.getItem("reloaded") === "1");
  useEffect(() => {
    if (again) return;
    sessionStorage.setItem("reloaded", "1");
    let timer;
    const reload = () => (timer = setTimeout(() => location.reload(), 30));
    if (document.readyState === "complete") reload();
    else window.addEventListener("load", reload, { once: true });
    // StrictMode mounts twice in dev: reload once, not twice.
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", reload);
    };
  }, [again]);
  return <Shell title="Welcome">{again ? <p id="reloaded">Reloaded once, ready</p> : <p id="reloading">Setting up…</p>}</Shell>;
}
