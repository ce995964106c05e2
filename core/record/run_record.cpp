#include "core/record/run_record.h"

namespace maifs {

const char* eventKindName(EventRecord::Kind k) {
    switch (k) {
    case EventRecord::Kind::Arrival:
        return "arrival";
    case EventRecord::Kind::Start:
        return "start";
    case EventRecord::Kind::Finish:
        return "finish";
    case EventRecord::Kind::Preempt:
        return "preempt";
    case EventRecord::Kind::Resize:
        return "resize";
    case EventRecord::Kind::NodeFail:
        return "node-fail";
    case EventRecord::Kind::NodeAdd:
        return "node-add";
    case EventRecord::Kind::Rejected:
        return "rejected";
    }
    return "?";
}

const char* recordDetailName(RecordDetail d) {
    switch (d) {
    case RecordDetail::Full:
        return "full";
    case RecordDetail::Summary:
        return "summary";
    case RecordDetail::None:
        return "none";
    }
    return "?";
}

std::optional<RecordDetail> parseRecordDetail(std::string_view text) {
    for (RecordDetail d : {RecordDetail::Full, RecordDetail::Summary, RecordDetail::None})
        if (text == recordDetailName(d))
            return d;
    return std::nullopt;
}

const char* jobEndName(JobEnd e) {
    switch (e) {
    case JobEnd::Finished:
        return "finished";
    case JobEnd::Unplaceable:
        return "unplaceable";
    case JobEnd::NeverStarted:
        return "never_started";
    case JobEnd::Waiting:
        return "waiting";
    case JobEnd::Running:
        return "running";
    case JobEnd::NotSubmitted:
        return "not_submitted";
    }
    return "?";
}

const char* runEndName(RunEnd e) {
    switch (e) {
    case RunEnd::Completed:
        return "completed";
    case RunEnd::Unplaceable:
        return "unplaceable";
    case RunEnd::Stalled:
        return "stalled";
    case RunEnd::TimeLimit:
        return "time_limit";
    case RunEnd::EventLimit:
        return "event_limit";
    case RunEnd::Cancelled:
        return "cancelled";
    }
    return "?";
}

std::optional<int> RunRecord::indexOfJob(std::string_view id) const {
    for (std::size_t j = 0; j < jobs.size(); ++j)
        if (jobs[j].job.id == id)
            return static_cast<int>(j);
    return std::nullopt;
}

} // namespace maifs
