// Dashboard Module - Only loaded on dashboard pages

// Dashboard-specific widgets and functionality
// Uses Chart.js for charting (imported via charts module)
// Uses modern JavaScript APIs instead of jQuery where possible

export default {
  initialized: true
};
