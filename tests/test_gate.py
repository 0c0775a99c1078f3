"""The gate on its own: uvicorn behind it, in a thread of the test's process, with a
request time limit of half a second, and real sockets to 127.0.0.1. The board's server
behind the gate's own limits is tested in test_serve_survives.py."""

from __future__ import annotations

import select
import socket
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn
from starlette.types import Receive, Scope, Send

from quiddler_score.cli.serve.gate import WAITING_PER_ADDRESS, Gate, guarded_protocol

LIMIT = 0.5  # seconds to send a whole request, here


async def echo(scope: Scope, receive: Receive, send: Send) -> None:
    """Answers /echo with the body it reads whole; any other path with 403, unread."""
    if scope["type"] != "http":
        return
    body = b""
    if scope["path"] == "/echo":
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
    status = 200 if scope["path"] == "/echo" else 403
    await send({"type": "http.response.start", "status": status, "headers": []})
    await send({"type": "http.response.body", "body": body})


@pytest.fixture
def port() -> Iterator[int]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(
        echo,
        http=guarded_protocol(Gate(request_timeout=LIMIT)),
        loop="asyncio",
        lifespan="off",
        log_config=None,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]})
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.01)
    yield sock.getsockname()[1]
    server.should_exit = True
    thread.join(10)
    sock.close()


def posting(port: int, path: str) -> socket.socket:
    """A POST of a 1,000-byte body, of which only the first byte is sent."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{{".encode())
    return sock


def seconds_until_closed(sock: socket.socket, trickle: float) -> float:
    """Sends a byte every ``trickle`` seconds, reading the answer, until the server closes."""
    started = time.monotonic()
    while time.monotonic() - started < 5:
        if select.select([sock], [], [], trickle)[0]:
            try:
                if not sock.recv(4096):
                    break
            except ConnectionResetError:
                break
        else:
            sock.sendall(b" ")
    return time.monotonic() - started


def test_a_body_that_trickles_is_closed_at_the_request_time_limit(port: int) -> None:
    sock = posting(port, "/echo")
    try:
        assert LIMIT - 0.1 < seconds_until_closed(sock, trickle=0.1) < LIMIT + 1
    finally:
        sock.close()


def test_a_body_the_answer_does_not_need_is_not_waited_for(port: int) -> None:
    sock = posting(port, "/refused")
    try:
        assert sock.recv(12) == b"HTTP/1.1 403"
        assert seconds_until_closed(sock, trickle=0.05) < LIMIT / 2  # closed once answered
    finally:
        sock.close()


def test_a_burst_past_the_cap_of_requests_already_sent_is_answered_in_order(port: int) -> None:
    sockets = []
    try:
        for n in range(12 * WAITING_PER_ADDRESS):
            sockets.append(socket.create_connection(("127.0.0.1", port), timeout=5))
            sockets[-1].sendall(
                f"POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{n % 100:02}".encode()
            )
        for n, sock in enumerate(sockets):
            answer = b""
            while not answer.endswith(f"{n % 100:02}\r\n0\r\n\r\n".encode()):
                chunk = sock.recv(4096)
                assert chunk, f"request {n} was cut"
                answer += chunk
    finally:
        for sock in sockets:
            sock.close()
