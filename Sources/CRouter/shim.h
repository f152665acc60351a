// libminiupnpc and libnatpmp for Swift: a hosted game asks the home router to forward its port
// (UPnP IGD, NAT-PMP). Their calls block: Networking's RouterInvitation makes them on a thread
// of their own, never on the main loop.
#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>
#include <miniupnpc/upnperrors.h>
#include <natpmp.h>
#include <dlfcn.h>

// Not linked: most starts never invite anyone from outside. Each function the app calls is
// looked up into a table whose fields have the types of the libraries' own declarations, so a
// call cannot disagree with the library.
#define PASTIMES_UPNP_FUNCTIONS(F) \
    F(upnpDiscover) F(freeUPNPDevlist) F(UPNP_GetValidIGD) F(UPNP_GetIGDFromUrl) F(FreeUPNPUrls) \
    F(UPNP_GetExternalIPAddress) F(UPNP_AddPortMapping) F(UPNP_DeletePortMapping) \
    F(UPNP_GetSpecificPortMappingEntry) F(UPNP_AddPinhole) F(UPNP_UpdatePinhole) F(UPNP_DeletePinhole)
#define PASTIMES_NATPMP_FUNCTIONS(F) \
    F(initnatpmp) F(closenatpmp) F(sendpublicaddressrequest) F(sendnewportmappingrequest) \
    F(getnatpmprequesttimeout) F(readnatpmpresponseorretry)

#define PASTIMES_ROUTER_FIELD(name) __typeof__(&name) name;
struct pastimes_upnp { PASTIMES_UPNP_FUNCTIONS(PASTIMES_ROUTER_FIELD) };
struct pastimes_natpmp { PASTIMES_NATPMP_FUNCTIONS(PASTIMES_ROUTER_FIELD) };
#undef PASTIMES_ROUTER_FIELD

#define PASTIMES_ROUTER_FIND(name) \
    { void *found = dlsym(library, #name); \
      if (found == NULL) return 0; \
      table->name = (__typeof__(table->name))found; }

// Fill `table`; false if the library or one of its functions is missing. The libraries stay
// open for the rest of the run, as linked ones would.
static inline _Bool pastimes_upnp_open(struct pastimes_upnp *table) {
    void *library = dlopen("libminiupnpc.so.17", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL)
        return 0;
    PASTIMES_UPNP_FUNCTIONS(PASTIMES_ROUTER_FIND)
    return 1;
}

static inline _Bool pastimes_natpmp_open(struct pastimes_natpmp *table) {
    void *library = dlopen("libnatpmp.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL)
        return 0;
    PASTIMES_NATPMP_FUNCTIONS(PASTIMES_ROUTER_FIND)
    return 1;
}
#undef PASTIMES_ROUTER_FIND

// natpmpresp_t's union, which Swift cannot reach by name: the public address (network byte
// order), and a mapping's external port and lifetime.
static inline in_addr_t pastimes_natpmp_public_address(const natpmpresp_t *response) {
    return response->pnu.publicaddress.addr.s_addr;
}
static inline unsigned short pastimes_natpmp_mapped_port(const natpmpresp_t *response) {
    return response->pnu.newportmapping.mappedpublicport;
}
static inline unsigned int pastimes_natpmp_lifetime(const natpmpresp_t *response) {
    return (unsigned int)response->pnu.newportmapping.lifetime;
}
