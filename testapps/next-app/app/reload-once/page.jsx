"use client";

import { useEffect, useRef, useState } from "react";
import Shell from "@/app/_ui/Shell";

// Reloads itself once shortly after load, like an app that refreshes after
// writing a first-visit flag or a new service worker. sessionStorage exists
// only in the browser, so the decision is made in an effect, once per
// instance (StrictMode runs effects twice in dev).
export default function ReloadOnce() {
  const decided = useRef(null);
  const [again, setAgain] = useState(null);
  useEffect(() => {
    if (decided.current === null) {
      decided.current = sessionStorage.getItem("reloaded") === "1";
      sessionStorage.setItem("reloaded", "1");
    }
    setAgain(decided.current);
    if (decided.current) return;
    let timer;
    const reload = () => (timer = setTimeout(() => location.reload(), 30));
    if (document.readyState === "complete") reload();
    else window.addEventListener("load", reload, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", reload);
    };
  }, []);
  return <Shell title="Welcome">{again ? <p id="reloaded">Reloaded once, ready</p> : <p id="reloading">Setting up…</p>}</Shell>;
}
