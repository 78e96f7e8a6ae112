import { useEffect } from "react";
import Shell from "./Shell.jsx";

// Logs an error from the app's own code: its source must point here, not
// at the framework's console wrapper.
export default function ConsoleError() {
  useEffect(() => {
    console.error("Price missing for plan", "team");
  }, []);
  return <Shell title="Plans">Team plan pricing is being updated.</Shell>;
}
