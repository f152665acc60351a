"""A link across a real distance, for the web player's tests where the kernel offers no netem:
a TCP relay on loopback that holds every chunk, each way, for `delay` seconds before passing it
on, in order. A browser pointed at it meets the host as a friend far away would."""
import asyncio
import threading


class SlowLink:
    def __init__(self, host, port, delay):
        self.target, self.delay = (host, port), delay
        self.loop = asyncio.new_event_loop()
        started = threading.Event()
        threading.Thread(target=self._run, args=(started,), daemon=True).start()
        started.wait(10)

    def _run(self, started):
        asyncio.set_event_loop(self.loop)
        server = self.loop.run_until_complete(asyncio.start_server(self._relay, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        started.set()
        self.loop.run_forever()

    async def _relay(self, reader, writer):
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(*self.target)
        except OSError:
            writer.close()
            return
        await asyncio.gather(self._carry(reader, upstream_writer), self._carry(upstream_reader, writer), return_exceptions=True)

    async def _carry(self, reader, writer):
        """Passes what `reader` gives to `writer`, each chunk `delay` seconds after it came."""
        queue = asyncio.Queue()

        async def deliver():
            while True:
                due, chunk = await queue.get()
                await asyncio.sleep(max(0, due - self.loop.time()))
                if chunk is None:
                    writer.close()
                    return
                writer.write(chunk)
                await writer.drain()

        delivering = asyncio.ensure_future(deliver())
        try:
            while chunk := await reader.read(65536):
                queue.put_nowait((self.loop.time() + self.delay, chunk))
        finally:
            queue.put_nowait((self.loop.time() + self.delay, None))
            await delivering
