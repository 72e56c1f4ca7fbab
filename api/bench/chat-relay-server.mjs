// The chat bench's baseline: a bare `ws` relay in a process of its own, no auth, no database. A client
// connects to /?id=<n> and gets a hello frame; a frame {to, n, body} it sends is forwarded as
// {type:'message', from, n, body} to the socket of member `to`. Answers on IPC:
// {type:'memory'} -> process.memoryUsage() after a full GC (run with --expose-gc); {type:'close'} -> exits.
import { WebSocketServer } from 'ws';
import { replyToMemoryRequests } from './chat-memory-probe.mjs';

const sockets = new Map();
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });

server.on('connection', (socket, request) => {
  const id = Number(new URL(request.url ?? '/', 'http://relay').searchParams.get('id'));
  sockets.set(id, socket);
  socket.on('close', () => {
    if (sockets.get(id) === socket) sockets.delete(id);
  });
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    sockets.get(frame.to)?.send(JSON.stringify({ type: 'message', from: id, n: frame.n, body: frame.body }));
  });
  socket.send(JSON.stringify({ type: 'hello' }));
});

server.on('listening', () => {
  process.send({ type: 'ready', port: server.address().port });
});

replyToMemoryRequests(() => {
  server.close();
  process.exit(0);
});
