import { Component, useEffect, useState } from "react";
import Shell from "./Shell.jsx";

// The most common error handling in real apps: check res.ok and throw,
// never reading the error body. The render then crashes into a boundary.
function Plans() {
  const [state, setState] = useState({ plans: null, error: null });
  useEffect(() => {
    fetch("/api/broken")
      .then((res) => {
        if (!res.ok) throw new Error("plans API answered " + res.status);
        return res.json();
      })
      .then((plans) => setState({ plans, error: null }))
      .catch((error) => setState({ plans: null, error }));
  }, []);
  if (state.error) throw state.error;
  if (!state.plans) return <p id="loading">Loading…</p>;
  return <p id="loaded">Loaded: {state.plans.length} plans</p>;
}

class Boundary extends Component {
  state = { error: null };
  static getDerivedStateFromError(error) {
    return { error };
  }
  render() {
    if (this.state.error) return <p id="failed" className="text-red-700">Could not load plans: {this.state.error.message}</p>;
    return this.props.children;
  }
}

export default function FetchFailUnread() {
  return (
    <Shell title="Plans">
      <Boundary>
        <Plans />
      </Boundary>
    </Shell>
  );
}
