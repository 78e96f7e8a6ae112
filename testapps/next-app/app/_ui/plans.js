export const plans = [
  { id: "starter", name: "Starter", price: 0 },
  { id: "team", name: "Team", price: 12 },
  { id: "scale", name: "Scale", price: 49 },
];
