// Runs in the page's main world before its scripts, the one script of
// settle's that must: timers, animation frames and the page's fetches
// live there, out of sight of the observer's isolated world. It tracks
// what is still due to run (a timer or an interval, an animation frame
// or idle callback, a fetch, a body read, an XHR or a socket without its
// answer) and whether the page opened anything that can make it change
// at any moment (a worker, IndexedDB). It leaves no
// global: the wrapped functions are Proxies of the native ones (their
// name and length are the native ones', and they print as native code),
// the page's callbacks are its own, unwrapped, and it answers only
// an event whose name (key) the page cannot know, by cancelling it:
// dispatchEvent returns false in the asking world (settle.js, still).
// horizon: a timer due later than this many ms is not waited for (nor
// would a quiet window have waited for it). streamGrace: how long a
// socket's answer is waited for.
(key, horizon, streamGrace) => {
  try {
    // Kept before the page can replace them.
    const { apply, construct } = Reflect;
    const then = Promise.prototype.then;
    const perf = performance;
    const perfNow = perf.now;
    const now = () => apply(perfNow, perf, []);
    const timers = new Map(); // id -> {due, every, companion} of timers not yet run or cleared
    let frames = 0; // animation frame callbacks due
    let idles = 0; // idle callbacks due
    let asks = 0; // fetches, body reads and XHRs without their answer
    let open = ""; // what the page opened that can change it at any moment
    const wrap = (obj, name, apply) => {
      const f = obj[name];
      if (typeof f !== "function") return;
      obj[name] = new Proxy(f, { apply });
    };
    const delay = (ms) => {
      const d = Number(ms);
      return d >= 0 && d <= 2147483647 ? d : 0; // as the browser clamps it
    };
    // The page's callbacks are never wrapped: the platform must call the
    // page's own function, or Long Animation Frames would name ours as
    // the script that ran (settle.busy). Each timer, frame or idle
    // callback the page asks for gets a companion of ours asked right
    // after it, with the same delay: the platform runs them in the order
    // asked, so once the companion has run, the page's has.
    const timer = (every) => (target, self, args) => {
      const id = apply(target, self, args);
      const d = delay(args[1]);
      if (every) {
        timers.set(id, { due: now() + d, every: Math.max(d, 1) });
        return id;
      }
      const t = { due: now() + d, every: 0, companion: 0 };
      timers.set(id, t);
      t.companion = apply(nativeTimeout, globalThis, [() => timers.get(id) === t && timers.delete(id), d]);
      return id;
    };
    const nativeTimeout = globalThis.setTimeout;
    const nativeClear = globalThis.clearTimeout;
    const clear = (target, self, args) => {
      const t = timers.get(args[0]);
      if (t) {
        timers.delete(args[0]);
        if (t.companion) apply(nativeClear, globalThis, [t.companion]);
      }
      return apply(target, self, args);
    };
    wrap(globalThis, "setTimeout", timer(false));
    wrap(globalThis, "setInterval", timer(true));
    wrap(globalThis, "clearTimeout", clear);
    wrap(globalThis, "clearInterval", clear);
    // Frames and idle callbacks are counted while due; a cancelled one is
    // counted down by its companion, a frame or an idle moment later.
    const callbacks = (request, add) => {
      const native = globalThis[request];
      if (typeof native !== "function") return;
      wrap(globalThis, request, (target, self, args) => {
        const id = apply(target, self, args);
        add(1);
        apply(native, globalThis, [() => add(-1)]);
        return id;
      });
    };
    callbacks("requestAnimationFrame", (n) => (frames += n));
    callbacks("requestIdleCallback", (n) => (idles += n));
    // The page gets a promise of ours that settles as the answer does,
    // after counting it down: its handlers then run in the same microtask
    // checkpoint, so once asks is back down, they have run. A rejection
    // the page leaves unhandled is still unhandled (on the promise it got).
    const asked = (p) => {
      if (!p || typeof p.then !== "function") return p;
      asks++;
      return apply(then, p, [
        (v) => {
          asks--;
          return v;
        },
        (e) => {
          asks--;
          throw e;
        },
      ]);
    };
    wrap(globalThis, "fetch", (target, self, args) => asked(apply(target, self, args)));
    if (globalThis.Response) {
      for (const m of ["json", "text", "arrayBuffer", "blob", "formData", "bytes"]) {
        wrap(Response.prototype, m, (target, self, args) => asked(apply(target, self, args)));
      }
    }
    if (globalThis.XMLHttpRequest) {
      wrap(XMLHttpRequest.prototype, "send", (target, self, args) => {
        const r = apply(target, self, args);
        asks++;
        // loadend comes after load and readystatechange: the page's
        // handlers of the answer have run.
        self.addEventListener("loadend", () => asks--, { once: true });
        return r;
      });
    }
    // A socket or event stream is due while it connects, and from when it
    // opens until a message arrives or streamGrace passes: a server that
    // answers a new connection (a dev server's "connected", a LiveView
    // join the page sends on open) does so within it on loopback. The
    // page's listeners of that message run in the same dispatch as ours,
    // added first. An open, quiet socket is no more due than a page is:
    // what a server pushes unasked, later, no look waits for, and the
    // notes an HMR client sends expect no answer. A worker and IndexedDB
    // answer nothing one can count, so they keep the page from being
    // still.
    const streams = new Map(); // socket or stream -> when it opened, until its first message
    const add = EventTarget.prototype.addEventListener;
    for (const name of ["WebSocket", "EventSource", "Worker", "SharedWorker"]) {
      const C = globalThis[name];
      if (typeof C !== "function") continue;
      const stream = name === "WebSocket" || name === "EventSource";
      const P = new Proxy(C, {
        construct(target, args, newTarget) {
          if (!stream) {
            open ||= name;
            return construct(target, args, newTarget);
          }
          const s = construct(target, args, newTarget);
          streams.set(s, now());
          apply(add, s, ["open", () => streams.has(s) && streams.set(s, now())]);
          apply(add, s, ["message", () => streams.delete(s)]);
          const closed = C.CLOSED; // 3 for a socket, 2 for a stream
          for (const ev of ["error", "close"]) apply(add, s, [ev, () => s.readyState === closed && streams.delete(s)]);
          return s;
        },
      });
      globalThis[name] = P;
      C.prototype.constructor = P; // as the page's own class would have it
    }
    if (globalThis.IDBFactory) {
      wrap(IDBFactory.prototype, "open", (target, self, args) => {
        open ||= "IndexedDB";
        return apply(target, self, args);
      });
    }
    // The answer: a cancelled key+"?" says this tracker is here; key+"!"
    // is cancelled when something is due within the horizon, or the page
    // opened something.
    document.addEventListener(key + "?", (e) => e.preventDefault());
    const due = () => {
      if (open || frames > 0 || idles > 0 || asks > 0) return true;
      const t = now();
      for (const [s, since] of streams) {
        if (s.readyState === 0 || t - since < streamGrace) return true;
      }
      for (const v of timers.values()) {
        if (v.every ? v.every <= horizon : v.due - t <= horizon) return true;
      }
      return false;
    };
    document.addEventListener(key + "!", (e) => due() && e.preventDefault());
  } catch {
    // Nothing of ours may break the page: without the answer, settle
    // takes its usual quiet windows.
  }
}
