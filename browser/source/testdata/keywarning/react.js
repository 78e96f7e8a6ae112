// Stands in for React's jsx(): a development element records where it was
// created as an Error, whose top frame is React's own.
window.__jsx = (type, owner) => ({ type, tag: 5, key: null, _debugOwner: owner, _debugStack: new Error("react-stack-top-frame") });
