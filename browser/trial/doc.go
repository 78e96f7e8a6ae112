// Package trial tries a layout finding's cause in the page it was found
// in: its fix is applied to that one element (js/trial.js), the finding is
// measured again by the findings pass over the element's neighbourhood,
// and the fix is taken back in the same task, so no frame shows it. The
// cause then says whether the fix removed the defect without breaking
// anything near it (verified), did not remove it (refuted), or could not
// be told (unverified). The pipeline runs it after the DOM and the
// screenshot are taken, on the findings it returns.
package trial
