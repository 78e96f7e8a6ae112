// Runs in an isolated world ("vibelens-settle") of every document before the
// page's own scripts: the page cannot see it, and it leaves nothing in the
// page's globals. It records when the DOM last changed, so settle can wait
// until the app has stopped rendering. It is a function of the dev widgets'
// selector (devwidgets.go), of easing.js and of the name of the event the
// main world's tracker (pending.js) answers, applied to them once in
// settle.go.
(devWidgets, easingOnly, pendingKey) => {
  let last = performance.now();
  // changed is the element whose change last reset quiet, changes how many
  // changes did, and first their number when settle first asked: a page
  // that never settles is named by what kept changing.
  let changed = null;
  let changes = 0;
  let first = -1;
  // every counts everything that can change what the page looks like and
  // that the page can be told of: all DOM changes (those quiet sets aside
  // too), scrolling, focus, CSS animations and transitions starting or
  // ending, and resources loading. An image taken early (vibelensEvery)
  // holds only while it has not moved; everyAt is when it last did.
  let every = 0;
  let everyAt = performance.now();
  // recent are the latest changes every counted, in order, the last
  // recentMax: a class attribute's change as its element and the value it
  // had (null when it had none), anything else as null (vibelensHarmless).
  const recent = [];
  const recentMax = 200;
  const note = (change) => {
    recent.push(change);
    if (recent.length > recentMax) recent.shift();
  };
  // ending maps an element to the events still due for the CSS animations
  // on it that settle finished (settled), by kind and name ("t" and the
  // property, "a" and the animation's name): the picture after finish()
  // is already the end state, so their end, and their start when it had
  // not been sent yet (both come in the next frame), is no change to it.
  // due counts the end events still to come, dueAt is when settle last
  // finished one: until they have come, and the page's handlers of them
  // have run (ng-matero hides its faded-out loader on transitionend, up
  // to 120 ms after the finish), the page is still entering.
  const ending = new WeakMap();
  let due = 0;
  let dueAt = 0;
  const eventKey = (ev) => (ev.type.startsWith("transition") ? "t" + ev.propertyName : "a" + ev.animationName);
  const animationKey = (a) => (a instanceof CSSTransition ? "t" + a.transitionProperty : "a" + a.animationName);
  const expect = (el, key) => {
    let m = ending.get(el);
    if (!m) ending.set(el, (m = new Map()));
    m.set(key, (m.get(key) || 0) + 1);
    due++;
    dueAt = performance.now();
  };
  // settledEvent: ev is one of those due; an end or cancel is no longer.
  const settledEvent = (ev) => {
    const m = ending.get(ev.target);
    const key = eventKey(ev);
    const n = (m && m.get(key)) || 0;
    if (n === 0) return false;
    if (ev.type.endsWith("start")) return true;
    if (n === 1) m.delete(key);
    else m.set(key, n - 1);
    due--;
    return true;
  };
  const moved = (ev) => {
    if (ev && (ev.type.startsWith("animation") || ev.type.startsWith("transition")) && settledEvent(ev)) return;
    every++;
    everyAt = performance.now();
    note(null);
  };
  for (const type of ["scroll", "focusin", "focusout", "animationstart", "animationend", "transitionstart", "transitionend", "load", "error"]) {
    addEventListener(type, moved, { capture: true, passive: true });
  }
  // failedSheets: <link>s whose stylesheet did not load (vibelensHarmless).
  const failedSheets = new WeakSet();
  addEventListener("error", (ev) => ev.target instanceof HTMLLinkElement && failedSheets.add(ev.target), { capture: true, passive: true });
  // A finished animation cancelled before its end was sent (its element
  // removed or hidden) sends a cancel instead.
  for (const type of ["animationcancel", "transitioncancel"]) {
    addEventListener(type, (ev) => settledEvent(ev), { capture: true, passive: true });
  }
  // dueFor bounds the wait for those events: an element that left the
  // document takes its events with it.
  const dueFor = 500;

  const styles = (nodes) => {
    for (const n of nodes) if (n.localName !== "style") return false;
    return true;
  };
  // Astro's dev toolbar strips its compiler's source attributes from every
  // element 70-180 ms after load (noted below): metadata no stylesheet
  // reads, so no change to what the page shows or to wait for.
  const sourceAttr = (r) => r.type === "attributes" && (r.attributeName === "data-astro-source-file" || r.attributeName === "data-astro-source-loc");
  // unseen: a change no picture of the page can show, which must not
  // spoil one taken before it (every). A framework's hydration rewrites
  // <head>: React 19 hoists <title>, <meta> and <link rel=icon|preload>
  // again after load (Next), and Next adds its route announcer, a
  // visually hidden live region. <style> and stylesheets still count.
  const silent = (n) => {
    if (n.nodeType !== 1) return n.nodeType === 3 || n.nodeType === 8; // text in <head>, comments
    switch (n.localName) {
      case "meta":
      case "title":
      case "script":
      case "base":
      case "next-route-announcer":
        return true;
      case "link":
        return !/\bstylesheet\b/i.test(n.rel || "");
    }
    return false;
  };
  const inHead = (t) => document.head !== null && document.head.contains(t);
  const unseen = (r) => {
    if (r.type === "childList") {
      const body = !inHead(r.target);
      for (const list of [r.addedNodes, r.removedNodes]) {
        for (const n of list) {
          if (body ? n.localName !== "next-route-announcer" : !silent(n)) return false;
        }
      }
      return true;
    }
    const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
    return el !== null && inHead(el) && el.localName !== "style" && silent(el);
  };
  const observer = new MutationObserver((records) => {
    let counted = 0;
    let reset = false;
    // Records come in runs on one target: test it against the widgets once.
    let seen;
    let widget = false;
    for (const r of records) {
      if (sourceAttr(r)) continue;
      if (!unseen(r)) {
        counted++;
        note(r.type === "attributes" && r.attributeName === "class" ? { el: r.target, was: r.oldValue } : null);
      }
      // Inline style changes every frame are animations, not rendering work.
      if (r.type === "attributes" && r.attributeName === "style") continue;
      const t = r.target;
      const el = t.nodeType === 1 ? t : t.parentElement;
      // CSS-in-JS rewrites a <style>'s text (or adds one) on every change
      // of its rules, dev tools' own included: the CSS is not a render.
      if (el !== null && el.localName === "style") continue;
      if (r.type === "childList" && styles(r.addedNodes) && styles(r.removedNodes)) continue;
      // Dev widgets are injected after this script runs, so membership is
      // tested per record rather than once.
      if (el !== seen) {
        seen = el;
        widget = el !== null && el.closest(devWidgets) !== null;
      }
      if (widget) continue;
      reset = true;
      changes++;
      changed = el;
    }
    if (counted) {
      every += counted;
      everyAt = performance.now();
    }
    if (reset) last = performance.now();
  });
  // Observed from the parse's end on: the parser makes a record of every
  // node it inserts (100,000 for a 50,000-row list), and reading them in
  // this world cost 0.26-0.96 s of the main thread before the load
  // event. Nothing reads the observer before load, and watching starts
  // with a change, so settle waits from the latest of the parse's end and
  // the changes after it: a change made during the parse counts as made
  // at its end, never too early. A page that stops those events from
  // reaching us is watched from the first question instead (watch in
  // vibelensEvery and settled), which is later still.
  let watching = false;
  const watch = () => {
    if (watching) return;
    watching = true;
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true });
    moved();
    last = everyAt;
  };
  if (document.readyState === "loading") {
    document.addEventListener("readystatechange", watch, { once: true });
    document.addEventListener("DOMContentLoaded", watch, { once: true });
  } else {
    watch();
  }

  // entrances are the page's finite animations running now that end
  // within withinMs: CSS transitions and animations and Web Animations (a
  // fade, a slide, a colour or a padding easing in after load), a dev
  // widget's too (the Vue devtools' hidden panel eases for 400 ms after
  // load, and its end spoiled the early image of 1 look in 2). Gentelella
  // starts 189 transitions of 150-300 ms at load (colours, font sizes,
  // paddings), create-vue's body eases its colours for 500 ms once its
  // CSS is injected: a look before they end shows, measures and checks
  // the contrast of a page halfway there. An infinite spinner never ends
  // and a long one (a progress bar) is no entrance: neither is listed.
  const entrances = (withinMs) => {
    const list = [];
    if (!document.getAnimations) return list;
    for (const a of document.getAnimations()) {
      if (a.playState !== "running" || !a.playbackRate || !a.effect) continue;
      const t = a.effect.getComputedTiming();
      if (!Number.isFinite(t.endTime)) continue;
      const at = t.localTime || 0;
      const left = a.playbackRate > 0 ? (t.endTime - at) / a.playbackRate : at / -a.playbackRate;
      if (left > 0 && left <= withinMs) list.push(a);
    }
    return list;
  };

  // vibelensEvery says how many changes the page has had (every), how long
  // ago the last one was, whether web fonts are ready, and whether
  // entrances that end within withinMs still run (settle will finish them).
  globalThis.vibelensEvery = (withinMs) => (watch(), {
    changes: every,
    quietMs: Math.floor(performance.now() - everyAt),
    fonts: !document.fonts || document.fonts.status === "loaded",
    entering: withinMs > 0 && (entrances(withinMs).length > 0 || (due > 0 && performance.now() - dueAt < dueFor)),
  });

  // vibelensHarmless says whether the changes since every was count can
  // have changed nothing a picture shows: each changed a class attribute,
  // and the class names added or removed only change how later changes
  // are eased (easing.js). A picture taken at count then still holds.
  globalThis.vibelensHarmless = (count) => {
    const n = every - count;
    if (n <= 0) return n === 0;
    if (n > recent.length) return false;
    const was = new Map(); // each element's class before the first of them
    for (const c of recent.slice(recent.length - n)) {
      if (c === null) return false;
      if (!was.has(c.el)) was.set(c.el, c.was);
    }
    const tokens = new Set();
    const values = []; // each element's class attribute before and now
    let same = true;
    const split = (v) => new Set((v || "").split(/\s+/).filter(Boolean));
    for (const [el, v] of was) {
      const now = el.getAttribute("class");
      values.push([v, now]);
      same &&= v === now;
      const before = split(v);
      const after = split(now);
      for (const t of before) if (!after.has(t)) tokens.add(t);
      for (const t of after) if (!before.has(t)) tokens.add(t);
    }
    return same || easingOnly(tokens, failedSheets, values);
  };

  // Astro's dev toolbar strips the data-astro-source-file/-loc attributes
  // its compiler put on every element and keeps them to itself: note them
  // as they go, for the findings' sources (astroSources below).
  const astro = [];
  const astroAt = new WeakMap();
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.oldValue === null) continue;
      let a = astroAt.get(r.target);
      if (!a) {
        if (astro.length >= 20000) continue;
        astroAt.set(r.target, (a = { el: r.target, file: "", loc: "" }));
        astro.push(a);
      }
      if (r.attributeName === "data-astro-source-file") a.file = r.oldValue;
      else a.loc = r.oldValue;
    }
  }).observe(document, { subtree: true, attributeFilter: ["data-astro-source-file", "data-astro-source-loc"], attributeOldValue: true });
  // astroSources maps each noted element still in the document, by its
  // path of child indices from <html> ("0.3.1"), to "file:line:col";
  // null when there are none.
  globalThis.vibelensAstroSources = () => {
    if (!astro.length) return null;
    const out = {};
    for (const a of astro) {
      if (!a.file || !a.el.isConnected) continue;
      const path = [];
      for (let el = a.el; el && el !== document.documentElement; el = el.parentElement) {
        let i = 0;
        for (let s = el.previousElementSibling; s; s = s.previousElementSibling) i++;
        path.push(i);
      }
      out[path.reverse().join(".")] = a.file + ":" + (a.loc || "0");
    }
    return out;
  };

  // part is el as tag#id.class…, classes only while they fit in 80 characters.
  const part = (el) => {
    let s = el.localName + (el.id ? "#" + CSS.escape(el.id) : "");
    for (const c of el.classList) {
      const next = s + "." + CSS.escape(c);
      if (next.length > 80) break;
      s = next;
    }
    return s;
  };
  // name is a short selector of el; a bare <span> says little, so one with
  // neither id nor class is named under its nearest ancestor that has one.
  const name = (el) => {
    if (el === null) return "";
    let s = part(el);
    if (el.id || el.classList.length) return s;
    for (let a = el.parentElement, i = 0; a !== null && i < 5; a = a.parentElement, i++) {
      if (!a.id && !a.classList.length) continue;
      const p = part(a);
      if (p.length + s.length < 80) s = p + " " + s;
      break;
    }
    return s;
  };
  // churning is the answer when the cap hit while the DOM kept changing.
  const churning = (sinceMs) => ({ quiet: false, sinceMs, churn: name(changed), mutations: changes - first });

  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  // idle resolves true when the main thread has nothing queued: hydration
  // and other work an app does in many small tasks mutates nothing until
  // it is done, so a quiet DOM alone does not mean the app is. Either an
  // idle callback runs, or a background-priority task (which runs only
  // when no other task is queued) runs less than a long task (50 ms) after
  // the start of a frame: the frame's work and all that was queued behind
  // it came to less. The second is needed because a renderer that had
  // just taken a screenshot on a busy machine opened no idle period for
  // the rest of the cap (1.1-1.4 s) while a background task, a timer and
  // a message each ran within 1-14 ms: the cap was hit on pages that were
  // done (ADR 0024). It is measured from the frame's start so that a page
  // busy in every frame (a 60 ms requestAnimationFrame loop) is not idle
  // whichever runs first, its callback or ours.
  const idle = (ms) => new Promise((r) => {
    let done = false;
    const answer = (v) => {
      if (done) return;
      done = true;
      r(v);
    };
    setTimeout(() => answer(false), Math.max(ms, 1));
    requestIdleCallback((d) => answer(!d.didTimeout), { timeout: Math.max(ms, 1) });
    if (!globalThis.scheduler || !scheduler.postTask) return;
    const sample = () =>
      requestAnimationFrame((frameStart) =>
        scheduler.postTask(() => {
          if (done) return;
          if (performance.now() - frameStart < 50) answer(true);
          else sample();
        }, { priority: "background" }),
      );
    sample();
  });
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  // settled resolves once the DOM has been quiet for quietMs, web fonts
  // are ready, the entrances running then have been brought to their end,
  // and two frames have painted with no change in between, and not before
  // minMs; or when capMs is up ({quiet: false}, with the element that kept
  // changing if that is why). Entrances are finished (Animation.finish,
  // what Playwright's screenshots do with animations "disabled"), not
  // waited for: the page reaches the state it would reach by itself
  // within the cap, at once (create-vue's 500 ms colour ease held every
  // look that long). finished counts them; a page that starts a new one
  // each time one ends is finished maxFinishRounds times, then left to
  // move.
  const maxFinishRounds = 5;
  const settled = async (quietMs, minMs, capMs) => {
    watch();
    if (first < 0) first = changes;
    const start = performance.now();
    const left = () => capMs - (performance.now() - start);
    let finished = 0;
    let rounds = 0;
    for (;;) {
      const since = performance.now() - last;
      if (since < quietMs) {
        if (left() <= 0) return churning(Math.round(since));
        await sleep(Math.min(quietMs - since, left()) + 1);
        continue;
      }
      if (document.fonts && document.fonts.status !== "loaded") {
        await Promise.race([document.fonts.ready, sleep(Math.max(left(), 0))]);
      }
      const moving = rounds < maxFinishRounds ? entrances(left()) : [];
      if (moving.length) {
        rounds++;
        for (const a of moving) {
          try {
            a.finish();
            finished++;
            // CSS ones tell their element they ended (Web Animations do not)
            const el = a.effect.target;
            if (el && (a instanceof CSSTransition || a instanceof CSSAnimation)) expect(el, animationKey(a));
          } catch (e) {} // cancelled meanwhile by the page
        }
        await sleep(0); // their end events run: what they set off is waited for too
        continue;
      }
      const before = last;
      await Promise.race([frames(), sleep(Math.max(left(), 0))]);
      if (!(await idle(left()))) return { quiet: false, sinceMs: 0 };
      const rest = minMs - (performance.now() - start);
      if (last === before && rest > 0) await sleep(Math.min(rest, Math.max(left(), 0)));
      if (last === before) return { quiet: true, sinceMs: Math.round(performance.now() - last), finished };
      if (left() <= 0) return churning(0);
    }
  };
  // Long animation frames (frames or tasks over 50 ms), with the scripts
  // that ran in them: when the main thread never went idle before the
  // cap, they say whose work kept it busy (vibelensBusy).
  const long = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        long.push(e);
        if (long.length > 300) long.shift();
      }
    }).observe({ type: "long-animation-frame", buffered: true });
  } catch {
    // no Long Animation Frames API: vibelensBusy answers null
  }
  // vibelensBusy sums the long frames of the last sinceMs: their time,
  // and the script that ran longest in them, by its URL and function
  // ("" for our own isolated-world scripts, which have no URL).
  globalThis.vibelensBusy = (sinceMs) => {
    const from = performance.now() - sinceMs;
    let ms = 0;
    let frames = 0;
    const by = new Map();
    for (const e of long) {
      if (e.startTime + e.duration < from) continue;
      frames++;
      ms += e.duration;
      for (const sc of e.scripts || []) {
        const key = (sc.sourceURL || "") + (sc.sourceFunctionName ? " " + sc.sourceFunctionName : "") + " (" + sc.invokerType + ")";
        by.set(key, (by.get(key) || 0) + sc.duration);
      }
    }
    if (frames === 0) return null;
    let top = "";
    let topMs = 0;
    for (const [k, v] of by) if (v > topMs) [top, topMs] = [k, v];
    return { ms: Math.round(ms), frames, script: top, scriptMs: Math.round(topMs) };
  };

  // tracked is what the main world's tracker (pending.js) says: "" when
  // nothing of the page's is due, else why not. It answers by cancelling
  // the events (a page without it, or whose document.open erased its
  // listener, cannot be known still).
  const tracked = () => {
    if (document.dispatchEvent(new Event(pendingKey + "?", { cancelable: true }))) return "untracked";
    return document.dispatchEvent(new Event(pendingKey + "!", { cancelable: true })) ? "" : "due";
  };
  // notStill says why the page may still change by itself: loading, a
  // timer, frame, idle callback or answer due (or a socket, stream or
  // worker open), fonts loading, or an animation that ends (settled
  // brings those to their end).
  const notStill = () => {
    if (document.readyState !== "complete") return "loading";
    const t = tracked();
    if (t) return t;
    if (document.fonts && document.fonts.status !== "loaded") return "fonts";
    if (entrances(1e9).length > 0 || (due > 0 && performance.now() - dueAt < dueFor)) return "animations";
    return "";
  };
  // vibelensStill answers {still: true}, with marker logged just before
  // it, when nothing of the page's is due to change it (notStill), before
  // and after two frames and an idle moment of the main thread that
  // changed nothing at all (every, the strictest count): such a page has
  // nothing left to wait for, and settle ends there, without its quiet
  // windows. Otherwise {still: false, why}, and settle waits as it
  // always has. idleMs bounds the wait for the idle moment.
  globalThis.vibelensStill = async (idleMs, marker) => {
    watch();
    let why = notStill();
    if (why) return { still: false, why };
    const before = every;
    await Promise.race([frames(), sleep(idleMs)]);
    if (!(await idle(idleMs))) return { still: false, why: "busy" };
    if (every !== before) return { still: false, why: "changed" };
    why = notStill();
    if (why) return { still: false, why };
    if (marker) console.warn(marker);
    return { still: true, why: "" };
  };

  // vibelensSettle is settled's answer, with marker logged just before it:
  // the events the page sent while it waited (a request started) reach
  // VibeLens ahead of the marker, which it waits for.
  globalThis.vibelensSettle = async (quietMs, minMs, capMs, marker) => {
    const answer = await settled(quietMs, minMs, capMs);
    if (marker) console.warn(marker);
    return answer;
  };
}
