// Prints a TCP port that is free on 127.0.0.1 right now (the OS picks it), for servers started by the test run.
const net = require('node:net');

const server = net.createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  server.close(() => {
    process.stdout.write(`${address.port}\n`);
  });
});
