# The two commands of the README:
#   make run    installs what is missing, builds, and starts Pastimes
#   make test   installs what the tests need and runs every test
# and a few more for developers: make check (a quick test), make install, make deb, make bench.

SWIFT ?= swift
PREFIX ?= $(HOME)/.local
# Release builds: the Swift runtime inside, hardened and packed as scripts/build/release-build.sh says.
RELEASE_BUILD = SWIFT=$(SWIFT) scripts/build/release-build.sh
APP_ID = io.github.pastimes.Pastimes

.PHONY: run test check soak together-tests unit-tests release-unit-tests sanitized-tests data-tests end-to-end-tests build release release-programs schemas locale pot install uninstall deb package-test bench clean

# The GSettings schema, compiled into the build tree: the app finds it there (and through
# GSETTINGS_SCHEMA_DIR), so nothing needs a system-wide install to run.
SCHEMAS = .build/schemas/gschemas.compiled

run: release schemas locale
	GSETTINGS_SCHEMA_DIR=$(CURDIR)/.build/schemas .build/release/pastimes

schemas: $(SCHEMAS)

$(SCHEMAS): data/$(APP_ID).gschema.xml
	mkdir -p .build/schemas
	glib-compile-schemas --strict --targetdir=.build/schemas data/

# The translations compiled into the build tree (.build/locale, .build/data, .build/help), where
# a program in .build finds them: see scripts/build/locale.sh.
locale:
	scripts/build/locale.sh

# The template of every marked string, and each language's file brought up to date with it
# (new messages then wait there, untranslated, until a translator fills them in).
pot:
	scripts/build/update-pot.sh
	for lang in $$(cat po/LINGUAS); do msgmerge --quiet --update --backup=none --previous po/$$lang.po po/pastimes.pot || exit 1; done
	mkdir -p .build && [ ! -f help/LINGUAS ] || for lang in $$(cat help/LINGUAS); do \
		itstool -o .build/help.pot help/C/*.page && msgmerge --quiet --update --backup=none --previous help/$$lang/$$lang.po .build/help.pot || exit 1; done

test:
	@scripts/build/ensure-packages.sh test
	scripts/check/imports.py
	scripts/check/warnings.sh
	$(MAKE) unit-tests release-unit-tests sanitized-tests data-tests end-to-end-tests package-test

# The quick check for everyday work (README.md says how long it takes): the manifest's imports,
# the build, the unit tests, and the end-to-end smoke test (the app on a tour of every tab).
# `make test` is the whole suite, as CI runs it.
check: schemas locale
	@scripts/build/ensure-packages.sh test
	scripts/check/imports.py
	$(SWIFT) build --build-tests
	PASTIMES_REQUIRE_DISPLAY=1 $(WATCHDOG) 10m xvfb-run -a scripts/test/with-test-disks.sh $(SWIFT) test --skip-build
	$(WATCHDOG) 5m Tests/EndToEnd/run.sh test_smoke

# A test run that hangs is stopped and fails after a generous bound (a whole `make test` takes
# about 23 minutes here), rather than holding CI until its own limit.
WATCHDOG = timeout --kill-after=30s

# The storage tests meet a really full disk and a folder that can only be read on small disks
# of their own (scripts/test/with-test-disks.sh).
# The GTK wrapper's tests need a display: an Xvfb of their own; its discovery tests an Avahi
# daemon (scripts/test/with-avahi.sh).
unit-tests:
	PASTIMES_REQUIRE_DISPLAY=1 $(WATCHDOG) 30m xvfb-run -a scripts/test/with-avahi.sh scripts/test/with-test-disks.sh $(SWIFT) test

# The unit tests again in the release configuration, optimised as the programs players get
# are: undefined behaviour that only optimisation exposes (a lifetime ended early, an
# uninitialised value, a compiler defect) fails here, as SetPuzzle's once did. A build folder of
# its own: the tests need -enable-testing, which the shipped programs must not have.
RELEASE_TESTS = $(SWIFT) build -c release --build-tests -Xswiftc -enable-testing --scratch-path .build-release-tests
release-unit-tests:
	$(RELEASE_TESTS)
	PASTIMES_REQUIRE_DISPLAY=1 $(WATCHDOG) 15m xvfb-run -a scripts/test/with-avahi.sh scripts/test/with-test-disks.sh \
		$(SWIFT) test -c release -Xswiftc -enable-testing --scratch-path .build-release-tests --skip-build

# The unit tests again, built with AddressSanitizer (and LeakSanitizer) in a build folder of
# their own: memory errors and leaks in the models fail the run.
# The GTK wrapper's tests unwind slowly, so that leak reports (and suppressions) see every frame
# of GTK's libraries; the rest unwind fast. Then the sanitized app itself on a tour of every
# tab: a use of freed memory ends it with a report (GTK's own caches live as long as the app,
# so leaks are not looked for there).
SANITIZED_TEST = PASTIMES_REQUIRE_DISPLAY=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/test/sanitizers/lsan.supp \
	$(WATCHDOG) 20m xvfb-run -a scripts/test/with-test-disks.sh $(SWIFT) test --sanitize=address --scratch-path .build-asan --skip-build
sanitized-tests: schemas locale
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(SANITIZED_TEST) --skip GtkKitTests
	ASAN_OPTIONS=fast_unwind_on_malloc=0 $(SANITIZED_TEST) --filter GtkKitTests
	ASAN_OPTIONS=detect_leaks=0 PASTIMES_BINARY=$(CURDIR)/.build-asan/debug/pastimes Tests/EndToEnd/run.sh test_smoke

# The desktop file and the AppStream metadata (with every language merged in), as GNOME
# Software would check them; the translations complete and the template current.
data-tests: locale
	scripts/check/translations.sh
	desktop-file-validate .build/data/$(APP_ID).desktop
	glib-compile-schemas --strict --dry-run data/
	yelp-check validate help/C/*.page $$(ls .build/help/*/*.page 2>/dev/null)
	yelp-check links help/C/*.page
	# Every pedantic note but one: the id's capital P, which GNOME's naming asks for.
	appstreamcli validate --pedantic --no-net --explain .build/data/$(APP_ID).metainfo.xml > .build/appstream.txt \
		|| { cat .build/appstream.txt; exit 1; }
	! grep -E '^[EWIP]:' .build/appstream.txt | grep -v 'cid-contains-uppercase-letter'
	test "$$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' data/$(APP_ID).metainfo.xml.in | head -n 1)" = \
		"$$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/PastimesApp/Help/AboutPastimes.swift)"
	for icon in data/icons/hicolor/*/apps/*.svg; do /usr/bin/python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' $$icon || exit 1; done

# The real app under a fresh X server, driven through the accessibility bus: the release build,
# made exactly as the Debian package makes it (what players run is what is tested), with the
# development build and setlab beside it.
end-to-end-tests: schemas locale release-programs
	PASTIMES_BINARY=$(CURDIR)/.build/release/pastimes $(WATCHDOG) 30m scripts/test/with-avahi.sh Tests/EndToEnd/run.sh

# Set played together alone (also part of end-to-end-tests): two apps hosting and joining, with
# discovery and a rejoin, and seven scripted players for a minute against a hosting app.
together-tests: schemas locale
	@scripts/build/ensure-packages.sh test
	$(SWIFT) build
	scripts/test/with-avahi.sh Tests/EndToEnd/run.sh test_together test_together_load

# The robustness test alone, for ten minutes of random clicks and keys.
soak:
	@scripts/build/ensure-packages.sh test
	$(SWIFT) build
	$(MAKE) schemas locale
	PASTIMES_SOAK_SECONDS=600 Tests/EndToEnd/run.sh test_robustness

build:
	@scripts/build/ensure-packages.sh build
	$(SWIFT) build

release:
	@scripts/build/ensure-packages.sh run
	$(RELEASE_BUILD) --product pastimes

# The programs of the package (and the development build beside them), as the package builds them.
release-programs:
	@scripts/build/ensure-packages.sh run
	for program in pastimes pastimes-lab setlab; do $(RELEASE_BUILD) --product $$program || exit 1; done

# The Debian package (.build/pastimes_<version>_amd64.deb), checked by lintian.
deb:
	@scripts/build/ensure-packages.sh package
	scripts/package/build-deb.sh

# Installs the package with apt-get, runs it, and purges it again.
package-test: deb
	scripts/package/package-test.sh

# Installs the app for the current user, with its icon and menu entry; the same files as the
# Debian package (scripts/package/install-files.sh lists them).
install: release locale
	$(RELEASE_BUILD) --product setlab
	scripts/package/install-files.sh install "" $(PREFIX)
	glib-compile-schemas $(PREFIX)/share/glib-2.0/schemas

# Removes what `make install` put in place (saved games and settings stay).
uninstall:
	scripts/package/install-files.sh uninstall "" $(PREFIX)
	[ ! -d $(PREFIX)/share/glib-2.0/schemas ] || glib-compile-schemas $(PREFIX)/share/glib-2.0/schemas

# Speed figures (release builds): the Set engine, drawing, start-up and memory against GNOME
# Chess and a bare libadwaita window, frames while things move, play together. Each figure with
# a goal is printed beside it, PASS or FALL SHORT, with the previous release's figure measured in
# the same run (scripts/bench/previous.sh builds it once), and all of them in a table at the end.
bench: schemas locale
	@scripts/build/ensure-packages.sh bench
	for program in pastimes pastimes-lab setlab cardbench; do $(RELEASE_BUILD) --product $$program || exit 1; done
	scripts/bench/previous.sh > /dev/null
	scripts/bench/goals.py reset
	.build/release/setlab bench
	.build/release/cardbench
	scripts/bench/versus-chess.sh
	scripts/bench/memory.sh
	scripts/bench/motion.sh
	scripts/bench/together.sh
	scripts/bench/web-player.sh
	scripts/bench/goals.py summary

clean:
	rm -rf .build
