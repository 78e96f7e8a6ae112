// What React 19 leaves on a mounted <PlanList>: a <ul> and, made at one
// line of its render without keys, two <li>.
function PlanList() {}
const comp = { type: PlanList, tag: 0 };
const ul = __jsx("ul", comp);
const items = ["Starter", "Team"].map(() => __jsx("li", comp));
const host = { tag: 3, child: comp, stateNode: {} };
host.stateNode.current = host;
comp.return = host;
comp.child = ul;
ul.return = comp;
ul.child = items[0];
items[0].sibling = items[1];
items.forEach((f, i) => Object.assign(f, { return: ul, index: i }));
document.getElementById("root")["__reactContainer$test"] = host;
