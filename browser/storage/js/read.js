// read returns the page's localStorage as JSON [[name, value], ...], for
// `vibelens auth save`.
() => JSON.stringify(Object.entries(localStorage))
