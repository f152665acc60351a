# The two commands of the README:
#   make run    installs what is missing, builds, and starts Pastimes
#   make test   installs what the tests need and runs every test
# and a few more for developers (make bench, make release).

SWIFT ?= swift
RELEASE_FLAGS = -c release

.PHONY: run test unit-tests end-to-end-tests build release bench setlab clean

run:
	@scripts/ensure-packages.sh run
	$(SWIFT) build $(RELEASE_FLAGS) --product setlab
	.build/release/setlab --help

test:
	@scripts/ensure-packages.sh test
	scripts/check-warnings.sh
	$(SWIFT) test

build:
	@scripts/ensure-packages.sh build
	$(SWIFT) build

release:
	@scripts/ensure-packages.sh build
	$(SWIFT) build $(RELEASE_FLAGS)

# The engine's speed figures: setlab's own timings, then the ordo-one benchmark suite.
bench: release
	.build/release/setlab bench
	cd perf && $(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build perf/.build
