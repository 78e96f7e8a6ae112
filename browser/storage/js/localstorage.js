// localstorage writes a saved login's localStorage entries for the
// document's origin, before any of its scripts read them. It runs on every
// new document, so each load of a capture starts from the file's state.
// byOrigin maps an origin to its entries.
(byOrigin) => {
  try {
    const s = byOrigin[location.origin];
    if (!s) return;
    for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
  } catch (e) {}
}
