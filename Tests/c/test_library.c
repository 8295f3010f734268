/* Requirements: the library reports its version and names every status; handles are created
   and destroyed; the last error starts empty, names the failing function, and survives later
   successful calls. */
#include "check.h"

#include <limits.h>

static void version_matches_header_and_encodes_major_minor_patch(void) {
    uint32_t v = flow_layout_version();
    CHECK(v == FLOWLAYOUT_VERSION);
    CHECK(v / 10000 == FLOWLAYOUT_VERSION_MAJOR);
    CHECK(v / 100 % 100 == FLOWLAYOUT_VERSION_MINOR);
    CHECK(v % 100 == FLOWLAYOUT_VERSION_PATCH);
}

static void every_status_has_its_own_name(void) {
    static const char *names[] = {"FLOW_OK", "FLOW_ERROR_NULL", "FLOW_ERROR_INVALID_ARGUMENT",
                                  "FLOW_ERROR_OUT_OF_MEMORY", "FLOW_ERROR_MEASURE",
                                  "FLOW_ERROR_NOT_ARRANGED"};
    int status;
    for (status = FLOW_OK; status <= FLOW_ERROR_NOT_ARRANGED; status++) {
        const char *text = flow_status_string(status);
        CHECK(text != NULL);
        if (text) CHECK(strncmp(text, names[status], strlen(names[status])) == 0 &&
                        text[strlen(names[status])] == ':');
    }
}

static void unknown_statuses_have_a_name_too(void) {
    int unknown[] = {-1, 6, 1000, INT_MIN, INT_MAX};
    size_t i;
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        const char *text = flow_status_string(unknown[i]);
        CHECK(text != NULL && strcmp(text, "unknown status") == 0);
    }
}

static void create_and_destroy(void) {
    flow_layout_t *a = flow_layout_create();
    flow_layout_t *b = flow_layout_create();
    CHECK(a != NULL && b != NULL && a != b);
    flow_layout_destroy(a);
    flow_layout_destroy(b);
    flow_layout_destroy(NULL); /* a no-op */
}

static void last_error_is_empty_until_a_call_fails(void) {
    flow_layout_t *layout = flow_layout_create();
    CHECK(strcmp(flow_layout_last_error(layout), "") == 0);
    CHECK_OK(layout, flow_layout_set_axis(layout, FLOW_AXIS_VERTICAL));
    CHECK(strcmp(flow_layout_last_error(layout), "") == 0);
    flow_layout_destroy(layout);
}

static void last_error_names_the_function_and_survives_success(void) {
    flow_layout_t *layout = flow_layout_create();
    CHECK_STATUS(layout, flow_layout_set_wrap(layout, 7), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(layout, "flow_layout_set_wrap: ");
    CHECK_ERROR_MENTIONS(layout, "FLOW_WRAP");
    CHECK_OK(layout, flow_layout_set_wrap(layout, FLOW_WRAP_NONE));
    CHECK_ERROR_MENTIONS(layout, "flow_layout_set_wrap: ");
    flow_layout_destroy(layout);
}

static void last_error_of_null_handle_is_a_static_message(void) {
    const char *text = flow_layout_last_error(NULL);
    CHECK(text != NULL && strstr(text, "NULL") != NULL);
}

static void handles_keep_their_own_errors(void) {
    flow_layout_t *a = flow_layout_create();
    flow_layout_t *b = flow_layout_create();
    CHECK_STATUS(a, flow_layout_set_axis(a, 9), FLOW_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR_MENTIONS(a, "flow_layout_set_axis");
    CHECK(strcmp(flow_layout_last_error(b), "") == 0);
    flow_layout_destroy(a);
    flow_layout_destroy(b);
}

int main(void) {
    RUN(version_matches_header_and_encodes_major_minor_patch);
    RUN(every_status_has_its_own_name);
    RUN(unknown_statuses_have_a_name_too);
    RUN(create_and_destroy);
    RUN(last_error_is_empty_until_a_call_fails);
    RUN(last_error_names_the_function_and_survives_success);
    RUN(last_error_of_null_handle_is_a_static_message);
    RUN(handles_keep_their_own_errors);
    return check_report("test_library");
}
