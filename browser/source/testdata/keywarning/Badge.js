// A component React 18 names in a component stack.
function Badge() {
  return null;
}
