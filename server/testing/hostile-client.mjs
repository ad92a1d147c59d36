// Sends one request from its own process, so a test that measures the server's event loop does
// not count the client's work: node hostile-client.mjs '<json>' with { url, method, headers,
// chunk, repeat, tail } (the body is chunk repeated `repeat` times, then tail); prints the status.
const { url, method, headers, chunk, repeat, tail } = JSON.parse(process.argv[2]);
const body = Buffer.from(chunk.repeat(repeat) + tail);
const answer = await fetch(url, { method, headers, body });
await answer.arrayBuffer();
console.log(answer.status);
