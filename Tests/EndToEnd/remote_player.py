"""A friend far away, run inside the test network's "wan" namespace (test_invite_from_anywhere
starts it there with `ip netns exec`): a headless Chromium opens the host's public link, through
a link that holds each message for DELAY seconds each way (slow_link.py), joins by its name,
waits for the game, and claims a Set. It prints one line per step, for the test to follow, and
exits 0 once the page says the Set was found.
Usage: python3 remote_player.py LINK NAME SCREENSHOT DELAY"""
import re
import sys
import time

import browsers
from harness import wait_for
from selenium.webdriver.common.by import By
from set_cards import find_set
from slow_link import SlowLink


def main(link, name, screenshot, delay):
    host, port = re.match(r"^http://([^/:]+):(\d+)/", link).groups()
    far = SlowLink(host, int(port), float(delay))
    driver = browsers.chromium(360, 640)
    try:
        driver.set_page_load_timeout(30)
        driver.get(re.sub(r"^http://[^/]+/", f"http://127.0.0.1:{far.port}/", link))
        field = wait_for(lambda: browsers.visible(driver, "join") and driver.find_element(By.ID, "name"), message="the join form")
        # The internet code comes in the link and is not asked for.
        assert not driver.find_element(By.ID, "code").is_displayed(), "the code field is hidden for an internet link"
        field.clear()
        field.send_keys(name)
        driver.find_element(By.ID, "join-button").click()
        wait_for(lambda: browsers.visible(driver, "lobby"), message="the lobby")
        print("joined", flush=True)
        table = wait_for(lambda: browsers.visible(driver, "game") and len(browsers.cards(driver)) >= 12 and browsers.cards(driver),
                         timeout=60, message="the game's cards")
        chosen = find_set(table)
        assert chosen is not None, "the host deals until a Set shows"
        for index in chosen[:-1]:
            browsers.card(driver, table[index]).click()
        # The third tap is answered at once: its cards stay marked as on their way until the
        # host's verdict comes, a round trip later.
        tapped = time.monotonic()
        marked = driver.execute_script("""
            arguments[0].click();
            return [...document.querySelectorAll('#table button.card.sent')].length;""", browsers.card(driver, table[chosen[-1]]))
        assert marked == len(chosen), f"{marked} cards marked as sent at once"
        print("claim marked at once", flush=True)
        wait_for(lambda: browsers.text(driver, "news") == "You found a Set.", message="the news of the Set")
        waited = time.monotonic() - tapped
        assert waited >= 2 * float(delay), f"the verdict came after {waited:.3f} s, under the round trip"
        assert not driver.find_elements(By.CSS_SELECTOR, "#table button.card.sent"), "nothing marked once the verdict came"
        print(f"verdict after {waited:.2f} s", flush=True)
        browsers.screenshot(driver, screenshot)
        print("found a Set", flush=True)
    finally:
        browsers.quit(driver)


if __name__ == "__main__":
    main(*sys.argv[1:5])
