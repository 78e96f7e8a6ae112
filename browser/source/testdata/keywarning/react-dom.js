// Stands in for react-dom: React 19 logs the key warning from its own code,
// naming the component but with no app frame on the stack; React 18
// appends a component stack with each component's position.
console.error('Each child in a list should have a unique "key" prop.%s%s See https://react.dev/link/warning-keys for more information.', "\n\nCheck the render method of `PlanList`.", "");
console.error("Warning: Failed prop type: Invalid prop `tone` supplied to `Badge`.\n    at Badge (" + location.origin + "/src/Badge.js:2:9)\n    at span\n    at PlanList (" + location.origin + "/src/PlanList.js:3:1)");
console.error("Each child in a list should have a unique \"key\" prop.\n\nCheck the render method of `Gone`.");
