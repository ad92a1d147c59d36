// Sends one request from its own process, so a test that measures the server's event loop does
// not count the client's work: node hostile-client.mjs '<json>' with { url, method, headers, head,
// chunk, repeat, tail } (the body is head, chunk repeated `repeat` times, then tail); prints the
// status.
const { url, method, headers, head, chunk, repeat, tail } = JSON.parse(process.argv[2]);
const body = Buffer.from(head + chunk.repeat(repeat) + tail);
const answer = await fetch(url, { method, headers, body });
await answer.arrayBuffer();
console.log(answer.status);
