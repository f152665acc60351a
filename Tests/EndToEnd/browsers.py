"""Real browsers for the web player's tests, from Debian's packages, driven by Selenium:
headless Chromium (the engine of Android's browsers) and WebKitGTK's MiniBrowser (the engine of
every iPhone browser, which needs the test's X server). Each is told the languages its user
reads, which it sends as Accept-Language."""
import os
import shutil
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service as ChromeService
from selenium.webdriver.common.by import By

from harness import SHOTS

MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"


def chromium(width, height, language="en-US", extra=()):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    profile = tempfile.mkdtemp(prefix="pastimes-e2e-chromium-")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},{height}",
                     f"--lang={language}", f"--user-data-dir={profile}", "--no-first-run", "--disable-extensions", *extra]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})   # the console, for a failing test to print
    if width < 500:
        # A window is never narrower than 500 pixels: a phone's screen is emulated instead, with
        # its touch and its pixel ratio, as Chromium's device mode does.
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 3.0, "touch": True}})
    driver = webdriver.Chrome(service=ChromeService("/usr/bin/chromedriver"), options=options)
    driver.profile_folder = profile
    return driver


def webkit(width, height, language="en-US"):
    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    # WebKitGTK takes the user's languages from the environment, as GNOME's browser does.
    saved = {name: os.environ.get(name) for name in ("LANGUAGE", "LANG", "LC_ALL")}
    os.environ["LANGUAGE"] = language.replace("-", "_")
    os.environ["LANG"] = os.environ["LC_ALL"] = language.replace("-", "_") + ".UTF-8"
    try:
        driver = webdriver.WebKitGTK(executable_path="/usr/bin/WebKitWebDriver", options=options)
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    driver.set_window_size(width, height)
    driver.profile_folder = None
    return driver


def quit(driver):
    try:
        driver.quit()
    finally:
        if driver.profile_folder:
            shutil.rmtree(driver.profile_folder, ignore_errors=True)


def console(driver):
    """What the page wrote to the console (Chromium's; WebKit's driver keeps none), and the
    files it fetched with their status, to explain a page that did not show what it should."""
    lines = []
    try:
        lines += [entry["message"] for entry in driver.get_log("browser")]
    except Exception:  # noqa: BLE001 - WebKitWebDriver has no log endpoint
        pass
    lines += driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => `${e.name} ${e.responseStatus ?? ''} ${e.transferSize}`)")
    return "\n".join(lines)


def cards(driver):
    """The table's cards as the page names them (their accessible names), in the page's order."""
    return [button.get_attribute("aria-label") for button in driver.find_elements(By.CSS_SELECTOR, "#table button.card")]


def card(driver, name):
    return driver.find_element(By.CSS_SELECTOR, f'#table button.card[aria-label="{name}"]')


def text(driver, element_id):
    elements = driver.find_elements(By.ID, element_id)
    return elements[0].text if elements else ""


def visible(driver, element_id):
    elements = driver.find_elements(By.ID, element_id)
    return bool(elements) and elements[0].is_displayed()


def screenshot(driver, name):
    """The page as the browser shows it, where PASTIMES_SHOTS asks for screenshots."""
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        driver.save_screenshot(os.path.join(SHOTS, name + ".png"))
