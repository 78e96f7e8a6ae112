// source makes the resolver findings.js calls for each element it reports:
// where the page's development build says the element comes from. It only
// reads what the frameworks already keep on elements in dev mode, cheapest
// first, and installs nothing. What needs a source map (a React owner-stack
// frame, a Vue template line) is returned raw for the Go side to map.
// opts = {framework: "<regexp source of framework and dependency URLs>"}.
(opts) => {
  const framework = new RegExp(opts.framework);
  // A stack line: "    at Name (url:line:col)" or "    at url:line:col".
  const frameRe = /^\s*at (?:(.*?) \()?([a-z][a-z0-9+.-]*:\/\/.+?):(\d+):(\d+)\)?$/;
  const maxHops = 8;
  const maxFrames = 3;

  // The project-relative path of a file the dev server serves: the
  // longest suffix of the path that is also the path of a script or module
  // the page loaded (Vite serves src/App.vue as /src/App.vue). Absolute
  // paths (Vue, React 18) and paths relative to another folder (Svelte's,
  // relative to where the dev server was started) both shorten this way.
  let served = null;
  const relFile = (file) => {
    if (!file) return { file };
    if (!served) {
      served = new Map();
      for (const e of performance.getEntriesByType("resource")) {
        try {
          const u = new URL(e.name);
          if (u.origin === location.origin) served.set(decodeURIComponent(u.pathname), u.href);
        } catch (err) {}
      }
    }
    const parts = file.replace(/^\/+/, "").split("/");
    for (let i = 0; i < parts.length - 1; i++) {
      const p = "/" + parts.slice(i).join("/");
      if (served.has(p)) return { file: p.slice(1), url: served.get(p) };
    }
    // Vite serves a dependency outside its root folder as [base]/@fs/<abs path>:
    // the folder before /node_modules/ is the project's.
    for (const p of served.keys()) {
      const m = /\/@fs(\/.+?\/)node_modules\//.exec(p);
      if (m && file.startsWith(m[1])) return { file: file.slice(m[1].length) };
    }
    return { file };
  };
  const base = (file) => (file.split("/").pop() || "").replace(/\.[^.]+$/, "");
  const fileLineCol = (s) => {
    const m = /^(.*?):(\d+)(?::(\d+))?$/.exec(s || "");
    return m ? { file: m[1], line: +m[2], column: m[3] ? +m[3] : 0 } : s ? { file: s } : null;
  };

  // Astro's dev toolbar removes its attributes once loaded; the settle
  // observer noted them, by element path (opts.astro, see settle.js).
  const astroAt = (el) => {
    if (!opts.astro) return "";
    const path = [];
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      let i = 0;
      for (let s = e.previousElementSibling; s; s = s.previousElementSibling) i++;
      path.push(i);
    }
    return opts.astro[path.reverse().join(".")] || "";
  };

  // Inspector plugins stamp the location on the element itself.
  const fromAttributes = (el) => {
    if (!el.hasAttribute) return null;
    let v = el.getAttribute("data-insp-path"); // code-inspector-plugin: file:line:col:tag
    if (v) {
      const loc = fileLineCol(v.replace(/:[A-Za-z][\w.-]*$/, ""));
      if (loc) return Object.assign(loc, { via: "attribute" });
    }
    v = el.getAttribute("data-v-inspector"); // vite-plugin-vue-inspector: file:line:col
    if (v) {
      const loc = fileLineCol(v);
      if (loc) return Object.assign(loc, { via: "attribute" });
    }
    v = el.getAttribute("data-inspector-relative-path"); // react-dev-inspector
    if (v) {
      return { via: "attribute", file: v, line: +el.getAttribute("data-inspector-line") || 0, column: +el.getAttribute("data-inspector-column") || 0 };
    }
    v = el.getAttribute("data-astro-source-file"); // Astro dev: absolute path, "line:col" apart
    v = v ? v + ":" + (el.getAttribute("data-astro-source-loc") || "0") : astroAt(el);
    if (v) {
      const loc = fileLineCol(v);
      return Object.assign(loc, { via: "attribute", file: relFile(loc.file).file });
    }
    v = el.getAttribute("data-sentry-source-file"); // Sentry's component annotation: a basename
    if (v) return { via: "attribute", file: v, component: el.getAttribute("data-sentry-component") || "" };
    return null;
  };

  // Svelte 5 dev records file, line and column on each element it creates.
  const fromSvelte = (el) => {
    const meta = el.__svelte_meta;
    const loc = meta && meta.loc;
    if (!loc || !loc.file) return null;
    return { via: "svelte", file: relFile(loc.file).file, line: loc.line || 0, column: loc.column >= 0 ? loc.column + 1 : 0, component: base(loc.file) };
  };

  // React dev keeps a fiber on each host element. React 19 records where
  // each element was created as an Error (_debugStack); React 18 had
  // _debugSource from the JSX transform. An element made inside a
  // dependency's component has no frame in the app: its owner's has.
  const typeName = (t) => {
    if (!t) return "";
    if (typeof t === "function") return t.displayName || t.name || "";
    if (typeof t === "object") return t.displayName || typeName(t.render) || typeName(t.type) || "";
    return "";
  };
  const ownerName = (o) => (o ? o.name || typeName(o.type) : "");
  const primitive = /\/components\/ui\/[^/]+\.[jt]sx?[?:]/;
  const appFrames = (stack) => {
    const s = typeof stack === "string" ? stack : stack && typeof stack.stack === "string" ? stack.stack : "";
    const out = [];
    for (const line of s.split("\n")) {
      if (line.includes("react_stack_bottom_frame")) break;
      const m = frameRe.exec(line);
      if (!m || framework.test(m[2])) continue;
      out.push(m[2] + ":" + m[3] + ":" + m[4]);
      if (out.length >= maxFrames) break;
    }
    return out;
  };
  const fromReact = (el) => {
    const key = Object.keys(el).find((k) => k.startsWith("__reactFiber$"));
    if (!key) return null;
    let f = el[key];
    const host = f;
    for (let hop = 0; f && hop < maxHops; hop++, f = f._debugOwner || f.owner) {
      const src = f._debugSource;
      if (src && src.fileName && !framework.test(src.fileName)) {
        const rel = relFile(src.fileName);
        return { via: "react", file: rel.file, line: src.lineNumber || 0, column: src.columnNumber || 0, component: ownerName(f._debugOwner || f.owner) };
      }
      const frames = appFrames(f._debugStack || f.debugStack);
      if (!frames.length) continue;
      // A design-system primitive the app keeps in components/ui (shadcn's
      // convention) renders every button the same way: the classes that
      // break a layout are passed in where it is used, so name that place.
      if (primitive.test(frames[0])) {
        for (let o = f._debugOwner || f.owner, h = 0; o && h < maxHops; h++, o = o._debugOwner || o.owner) {
          const up = appFrames(o._debugStack || o.debugStack);
          if (up.length && !primitive.test(up[0])) return { via: "react", frames: up, component: ownerName(o._debugOwner || o.owner) };
        }
      }
      return { via: "react", frames, component: ownerName(f._debugOwner || f.owner) };
    }
    // No location, but the owner's name still narrows the search.
    const name = ownerName(host._debugOwner);
    return name ? { via: "react", component: name } : null;
  };

  // Vue 3 dev: the vnode's ctx is the component whose render made it (not
  // the one whose slot it sits in); its type knows the file. The line comes
  // from matching the element against the template the dev server serves.
  const fromVue = (el) => {
    const vnode = el.__vnode;
    const inst = (vnode && vnode.ctx) || el.__vueParentComponent;
    const t = inst && inst.type;
    if (!t || !t.__file) return null;
    const rel = relFile(t.__file);
    const out = { via: "vue", file: rel.file, component: t.__name || t.name || base(t.__file) };
    // vite-plugin-vue-inspector (vite-plugin-vue-devtools) records the
    // element's template position on its vnode's props, hidden.
    const pos = vnode && vnode.props && fileLineCol(vnode.props.__v_inspector);
    if (pos && pos.line) {
      out.line = pos.line;
      out.column = pos.column;
    } else if (rel.url) {
      out.template = { url: rel.url, tag: el.localName, classes: Array.from(el.classList), id: el.id || "" };
    }
    return out;
  };

  // Angular dev mode: the owning component's class name, and the file and
  // line the compiler records on its definition (ɵsetClassDebugInfo).
  const fromAngular = (el) => {
    const ng = window.ng;
    if (!ng || typeof ng.getOwningComponent !== "function") return null;
    try {
      const c = ng.getOwningComponent(el);
      const name = c && c.constructor && c.constructor.name;
      if (!name) return null;
      const out = { via: "angular", component: name.replace(/^_+/, "") };
      const info = c.constructor.ɵcmp && c.constructor.ɵcmp.debugInfo;
      if (info && typeof info.filePath === "string") Object.assign(out, { file: relFile(info.filePath).file, line: info.lineNumber || 0 });
      return out;
    } catch (err) {
      return null;
    }
  };

  // where a React element was created: its _debugSource (React 18) or the
  // app frames of its _debugStack (React 19); null when neither is the app's.
  const createdAt = (f, component) => {
    const src = f._debugSource;
    if (src && src.fileName && !framework.test(src.fileName)) {
      return { via: "react", file: relFile(src.fileName).file, line: src.lineNumber || 0, column: src.columnNumber || 0, component };
    }
    const frames = appFrames(f._debugStack || f.debugStack);
    return frames.length ? { via: "react", frames, component } : null;
  };

  // A React component by name, for a message that names it but carries no
  // position ("Check the render method of `PlanList`"): where it was found
  // in the mounted tree, the first element its render created (the file
  // that defines it, a line inside it). Elements of one list, made at one
  // JSX line without keys, are preferred: that is the line a key warning
  // is about. maxFibers bounds the walk.
  const maxFibers = 20000;
  const reactRoots = () => {
    const roots = new Set();
    const els = [document.documentElement, document.body, ...(document.body ? Array.from(document.body.children).slice(0, 50) : [])];
    for (const el of els) {
      if (!el) continue;
      const key = Object.keys(el).find((k) => k.startsWith("__reactFiber$") || k.startsWith("__reactContainer$"));
      let f = key && el[key];
      for (let hop = 0; f && f.return && hop < 10000; hop++) f = f.return;
      const current = f && f.stateNode && f.stateNode.current;
      if (current) roots.add(current);
    }
    return roots;
  };
  const ownerOf = (f) => f._debugOwner || f.owner;
  // madeAt tells where an element was created, to find a list's items.
  const madeAt = (f) => {
    const src = f._debugSource;
    if (src) return src.fileName + ":" + src.lineNumber + ":" + src.columnNumber;
    const st = f._debugStack || f.debugStack;
    return st && typeof st.stack === "string" ? st.stack.split("\n").slice(1, 4).join("\n") : "";
  };
  const inKeylessList = (f, c) => {
    const g = f.sibling;
    return f.key == null && g && g.key == null && ownerOf(g) === c && madeAt(f) !== "" && madeAt(f) === madeAt(g);
  };
  const madeBy = (c) => {
    let first = null;
    const stack = [c.child];
    for (let n = 0; stack.length && n < 2000; n++) {
      const f = stack.pop();
      if (!f) continue;
      stack.push(f.sibling, f.child);
      if (ownerOf(f) !== c) continue;
      const at = createdAt(f, "");
      if (!at) continue;
      if (inKeylessList(f, c)) return at;
      if (!first) first = at;
    }
    return first;
  };
  const components = (names) => {
    const want = new Set(names);
    const found = new Map();
    const stack = Array.from(reactRoots());
    for (let n = 0; stack.length && n < maxFibers && found.size < want.size; n++) {
      const f = stack.pop();
      if (!f) continue;
      stack.push(f.sibling, f.child);
      if (typeof f.type !== "function" && (typeof f.type !== "object" || f.type === null)) continue;
      const name = typeName(f.type);
      if (want.has(name) && !found.has(name)) found.set(name, f);
    }
    const out = {};
    for (const [name, f] of found) {
      const at = madeBy(f);
      if (at) out[name] = Object.assign(at, { component: name });
    }
    return out;
  };

  // A plain HTML page: the element as the Go side finds it in the served
  // document, by its id, else by its tag and exact class attribute and its
  // place among the live elements with both (the same criterion there).
  // A page a framework or a site generator rendered is not its own source:
  // its HTML is made from other files, even where elements match.
  let appPage = null;
  const isAppPage = () => {
    if (appPage !== null) return appPage;
    appPage = true;
    try {
      const w = window;
      if (w.next || w.__next_f || w.__NEXT_DATA__ || w.__NUXT__ || w.__VUE__ || w.__svelte || w._$HY || w.ng) return true;
      if (document.querySelector('meta[name="generator" i], [data-v-app], #__nuxt, #__next, #___gatsby, [ng-version], astro-island, [data-astro-cid], [data-astro-source-file], [data-sveltekit-hydrate], [q\\:container]')) return true;
      for (const el of document.querySelectorAll("body, body > *, body > * > *")) {
        if (el._reactRootContainer || Object.keys(el).some((k) => k.startsWith("__reactContainer$") || k.startsWith("__reactFiber$") || k === "__vue_app__")) return true;
      }
    } catch (err) {
      return true;
    }
    appPage = false;
    return false;
  };
  const sameAs = new Map();
  const fromDocument = (el) => {
    if (document.contentType !== "text/html" || !el.getAttribute || isAppPage()) return null;
    const tag = el.localName.toLowerCase();
    const id = el.getAttribute("id");
    const cls = el.getAttribute("class");
    if (!id && !cls) return null;
    const key = id ? "#" + id : tag + "\u0000" + cls;
    let list = sameAs.get(key);
    if (!list) {
      list = id ? Array.from(document.querySelectorAll("[id]")).filter((e) => e.getAttribute("id") === id)
        : Array.from(document.getElementsByTagName(tag)).filter((e) => e.localName.toLowerCase() === tag && e.getAttribute("class") === cls);
      sameAs.set(key, list);
    }
    const index = list.indexOf(el);
    if (index < 0) return null;
    return { via: "html", html: id ? { tag, id, index, count: list.length } : { tag, class: cls, index, count: list.length } };
  };

  const resolvers = [fromSvelte, fromAttributes, fromReact, fromVue, fromAngular, fromDocument];
  return {
    // of returns the element's raw source, or null.
    of(el) {
      if (!el || el.nodeType !== 1) return null;
      for (const r of resolvers) {
        try {
          const s = r(el);
          if (s) return s;
        } catch (err) {}
      }
      return null;
    },
    // serverFrame is the URL of a React Server Component frame on the
    // page (the root layout's), whose file path tells where the project
    // lives on disk; "" when there is none.
    serverFrame() {
      try {
        const html = document.documentElement;
        const key = Object.keys(html).find((k) => k.startsWith("__reactFiber$"));
        for (let f = key && html[key], hop = 0; f && hop < maxHops; hop++, f = f._debugOwner || f.owner) {
          const st = f._debugStack || f.debugStack;
          const s = st && typeof st.stack === "string" ? st.stack : "";
          for (const line of s.split("\n")) {
            const m = frameRe.exec(line);
            if (m && /^(?:about|rsc):\/\/React\//.test(m[2])) return m[2];
          }
        }
      } catch (err) {}
      return "";
    },
    // components names where each React component is written, by name.
    components(names) {
      try {
        return components(names);
      } catch (err) {
        return {};
      }
    },
    // at makes an overlay's quoted "file:line:col" a source.
    at(text) {
      const loc = fileLineCol(text);
      if (!loc) return null;
      const rel = relFile(loc.file);
      return Object.assign(loc, { via: "overlay", file: rel.file });
    },
  };
}
