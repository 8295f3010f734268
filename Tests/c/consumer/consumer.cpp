// A user's C++ program with the installed header-only wrapper.
#include <flowlayout.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

int main() {
    flowlayout::layout row;
    row.set_items(std::vector<flow_size>{{40, 20}, {40, 20}, {40, 20}}).set_justify(flowlayout::justify::center);
    row.arrange(100, NAN);
    for (const flow_line &line : row.lines()) {
        std::printf("line: items %u..%u, y=%g\n", line.first_item, line.first_item + line.item_count - 1,
                    line.cross_offset);
    }
    return row.lines().size() == 2 && row.frames()[0].x == 6.0f ? 0 : 1;
}
