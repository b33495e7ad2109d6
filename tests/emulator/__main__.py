"""`python -m tests.emulator`: a local Discord on a port, to try the bot without Discord.

    python -m tests.emulator [--port 8765] [--tour]

It prints the two settings that point the bot at it; start the bot with them in another
terminal. `DISCORD_TOKEN` may be any token shaped as Discord's (the bot checks the shape
at startup) but `server.REFUSED_TOKEN`; the README uses `server.TOKEN`. The world is the
tests' default one (guild "Test Guild" with #general and #dice; alice, bob, carol and admin).
With `--tour`, once the bot has synced its commands, alice opens a Yacht game against
an easy computer and plays a turn, and every message is printed as the players see it.
Ctrl-C stops it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib

from tests.emulator.driver import Emulator, text_dump


async def tour(emu: Emulator) -> None:
    await emu.wait_commands(timeout=600)
    await emu.wait_ready(timeout=600)
    print("\n-- /yacht start game:Yacht (alice, #dice)", flush=True)
    msg = await (await emu.slash("yacht start", user="alice", channel="dice",
                                 options={"game": "yacht"})).reply()
    print(text_dump(msg), flush=True)
    picker = await (await emu.click(msg, "Add bot", user="alice")).ephemeral()
    pick = await emu.select(picker, picker.selects[0]["custom_id"], ["easy"], user="alice")
    await pick.response()
    msg = await emu.wait_for_edit(msg)
    for word in ("Start", "Roll", "Roll"):
        print(f"\n-- alice clicks {word}", flush=True)
        (button,) = [b for b in msg.buttons if word in (b["label"] or "")]
        await (await emu.click(msg, button["custom_id"], user="alice")).response()
        msg = emu.message(msg.id)
        print(text_dump(msg), flush=True)


async def serve(port: int, with_tour: bool) -> None:
    emu = Emulator()
    await emu.start(port)
    print(f"DISCORD_API_BASE={emu.api_base}")
    print(f"DISCORD_GATEWAY_URL={emu.gateway_url}", flush=True)
    try:
        if with_tour:
            await tour(emu)
        await asyncio.Event().wait()
    finally:
        await emu.stop()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.emulator", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=0, help="port to listen on (0: any)")
    parser.add_argument("--tour", action="store_true", help="play a short game once the bot"
                        " is connected, printing each message")
    args = parser.parse_args(argv)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(args.port, args.tour))


if __name__ == "__main__":
    main()
